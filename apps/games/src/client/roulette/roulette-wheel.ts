import { animationsSettled, svg } from '../lib/dom';
import { colourOf, WHEEL_ORDER } from './roulette-bets';

const POCKET = 360 / WHEEL_ORDER.length;
const COLOURS = { red: '#c8102e', black: '#16161c', green: '#0a8f4a' };

/** A European wheel drawn in SVG; `spinTo` turns it and drops the ball into the pocket. */
export interface RouletteWheel {
  element: SVGSVGElement;
  spinTo(number: number, ms: number): Promise<void>;
}

function polar(radius: number, degrees: number): [number, number] {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return [radius * Math.cos(radians), radius * Math.sin(radians)];
}

function sector(inner: number, outer: number, from: number, to: number): string {
  const [x1, y1] = polar(outer, from);
  const [x2, y2] = polar(outer, to);
  const [x3, y3] = polar(inner, to);
  const [x4, y4] = polar(inner, from);
  return `M${x1} ${y1}A${outer} ${outer} 0 0 1 ${x2} ${y2}L${x3} ${y3}A${inner} ${inner} 0 0 0 ${x4} ${y4}Z`;
}

export function createRouletteWheel(): RouletteWheel {
  const rotor = svg('g', { class: 'rl-rotor' });
  WHEEL_ORDER.forEach((number, index) => {
    const from = index * POCKET - POCKET / 2;
    rotor.append(
      svg('path', {
        d: sector(58, 88, from, from + POCKET),
        fill: COLOURS[colourOf(number)],
        stroke: '#d9b45a',
        'stroke-width': 0.6,
      }),
    );
    const [x, y] = polar(78, index * POCKET);
    rotor.append(
      svg(
        'text',
        {
          x: x.toFixed(2),
          y: y.toFixed(2),
          transform: `rotate(${index * POCKET} ${x.toFixed(2)} ${y.toFixed(2)})`,
          'text-anchor': 'middle',
          'dominant-baseline': 'central',
          class: 'rl-wheel__number',
        },
        [String(number)],
      ),
    );
  });
  // The cone and turret in the middle.
  rotor.append(
    svg('circle', { r: 58, fill: 'url(#rl-cone)' }),
    svg('circle', { r: 44, fill: 'none', stroke: '#d9b45a', 'stroke-width': 1.2, opacity: 0.7 }),
    ...[0, 90, 180, 270].map((angle) =>
      svg('rect', {
        x: -3,
        y: -40,
        width: 6,
        height: 28,
        rx: 3,
        fill: '#e8c46a',
        transform: `rotate(${angle})`,
      }),
    ),
    svg('circle', { r: 10, fill: '#f3d68a', stroke: '#8a6a1f', 'stroke-width': 1.5 }),
  );
  const ball = svg('circle', { cx: 0, cy: -94, r: 4.2, class: 'rl-ball' });
  const ballOrbit = svg('g', { class: 'rl-ball-orbit' }, [ball]);
  const element = svg(
    'svg',
    {
      viewBox: '-100 -100 200 200',
      class: 'rl-wheel',
      role: 'img',
      'aria-label': 'Roulette wheel',
    },
    [
      svg('defs', {}, [
        svg('radialGradient', { id: 'rl-cone' }, [
          svg('stop', { offset: '0%', 'stop-color': '#7a4a1c' }),
          svg('stop', { offset: '100%', 'stop-color': '#3a1f08' }),
        ]),
        svg('radialGradient', { id: 'rl-rim' }, [
          svg('stop', { offset: '80%', 'stop-color': '#3b2410' }),
          svg('stop', { offset: '100%', 'stop-color': '#1a0f05' }),
        ]),
      ]),
      svg('circle', { r: 99, fill: 'url(#rl-rim)', stroke: '#d9b45a', 'stroke-width': 1.5 }),
      svg('circle', { r: 90, fill: '#2a1a0c' }),
      rotor,
      ballOrbit,
    ],
  );

  let rotorAngle = 0;
  return {
    element,
    async spinTo(number, ms) {
      const index = WHEEL_ORDER.indexOf(number);
      // Land the winning pocket at the top, where the ball settles.
      const target = -index * POCKET;
      const from = rotorAngle;
      const turns = ms > 0 ? 3 : 0;
      // Turn backwards (the ball runs the other way) to an angle equal to the target mod 360.
      const delta = (((from - target) % 360) + 360) % 360;
      const to = from - delta - 360 * turns;
      rotorAngle = to;
      if (ms <= 0) {
        rotor.style.transform = `rotate(${rotorAngle}deg)`;
        ballOrbit.style.transform = 'rotate(0deg)';
        ball.setAttribute('cy', '-68');
        return;
      }
      ball.setAttribute('cy', '-94');
      const rotorAnimation = rotor.animate(
        [{ transform: `rotate(${from}deg)` }, { transform: `rotate(${to}deg)` }],
        {
          duration: ms,
          easing: 'cubic-bezier(.15,.6,.25,1)',
          fill: 'forwards',
        },
      );
      const orbitAnimation = ballOrbit.animate(
        [{ transform: 'rotate(0deg)' }, { transform: 'rotate(1080deg)' }],
        {
          duration: ms,
          easing: 'cubic-bezier(.2,.55,.3,1)',
          fill: 'forwards',
        },
      );
      const dropAnimation = ball.animate(
        [
          { transform: 'translateY(0)' },
          { transform: 'translateY(0)', offset: 0.55 },
          { transform: 'translateY(18px)', offset: 0.8 },
          { transform: 'translateY(26px)' },
        ],
        { duration: ms, easing: 'ease-in-out', fill: 'forwards' },
      );
      await animationsSettled([rotorAnimation, orbitAnimation, dropAnimation], ms);
      rotor.style.transform = `rotate(${rotorAngle}deg)`;
      ballOrbit.style.transform = 'rotate(0deg)';
      ball.setAttribute('cy', '-68');
      rotorAnimation.cancel();
      orbitAnimation.cancel();
      dropAnimation.cancel();
    },
  };
}
