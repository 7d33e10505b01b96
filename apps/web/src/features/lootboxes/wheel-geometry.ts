/**
 * Where the wheel stops (LB-012): segment `i` of `n` spans [i·360/n, (i+1)·360/n) degrees
 * clockwise from the pointer at the top when the wheel is at rest; turning the wheel by R
 * degrees clockwise moves every segment by R. The animation only ever stops where the server's
 * draw says, so these two functions are each other's inverse.
 */

export function segmentAngle(count: number): number {
  return 360 / count;
}

const normalise = (degrees: number) => ((degrees % 360) + 360) % 360;

/**
 * The rotation, at least `turns` full turns past `from`, that puts the middle of segment
 * `index` under the pointer.
 */
export function landingRotation(from: number, index: number, count: number, turns = 5): number {
  const angle = segmentAngle(count);
  const target = normalise(-(index * angle + angle / 2));
  let rotation = from - normalise(from) + target;
  while (rotation < from + turns * 360) rotation += 360;
  return rotation;
}

/** The segment under the pointer at a rotation. */
export function segmentAt(rotation: number, count: number): number {
  return Math.floor(normalise(-rotation) / segmentAngle(count)) % count;
}

/** An SVG path of segment `index`: a slice of the circle of radius r centred at (r, r). */
export function slicePath(index: number, count: number, radius: number): string {
  const angle = segmentAngle(count);
  const point = (degrees: number) => {
    const radians = ((degrees - 90) * Math.PI) / 180;
    return `${(radius + radius * Math.cos(radians)).toFixed(3)} ${(radius + radius * Math.sin(radians)).toFixed(3)}`;
  };
  const largeArc = angle > 180 ? 1 : 0;
  return `M ${radius} ${radius} L ${point(index * angle)} A ${radius} ${radius} 0 ${largeArc} 1 ${point((index + 1) * angle)} Z`;
}
