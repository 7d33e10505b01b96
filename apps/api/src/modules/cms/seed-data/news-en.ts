import type { NewsTexts } from './news-index.js';

/** English news; the Australian, New Zealand and Canadian variants are derived from these. */
export const newsEn: NewsTexts = {
  'aurora-studios-joins': {
    title: 'Aurora Studios brings a new series of slots',
    description:
      'The Aurora Studios catalogue is now in the lobby, with northern-lights themes and free-spin rounds.',
    content: `<p>Aurora Studios, a games studio from Tallinn, has joined the Croupier lobby. Its first series of slots is built around northern lights, frozen lakes and winter festivals, with free-spin rounds that can be retriggered.</p>
<p>Every Aurora Studios game shows its return to player in the game information, and every result comes from the same certified random number generator as the rest of our lobby.</p>
<p>You will find the games under <strong>Providers</strong> and in the <strong>New</strong> category. Most of them can also be tried in demo mode without a deposit.</p>`,
  },
  'winter-slots-cup': {
    title: 'The Winter Slots Cup starts on 1 December',
    description:
      'Three weeks of slot tournaments with a shared prize pool: every spin on the listed games earns points.',
    content: `<p>Our Winter Slots Cup runs from 1 to 21 December. Every real-money spin on the tournament games earns points, and the leaderboard is updated live on the tournament page.</p>
<h2>How it works</h2>
<ul>
<li>Join from the tournament page: taking part is free.</li>
<li>Points are based on your bet and your win multiplier, so small stakes can still climb the table.</li>
<li>The top 100 players share the prize pool; prizes are paid within 24 hours of the end.</li>
</ul>
<p>The full rules, including the list of games, are on the tournament page.</p>`,
  },
  'interac-deposits': {
    title: 'Interac deposits for players in Canada',
    description:
      'Canadian players can now deposit in Canadian dollars straight from their online banking with Interac.',
    content: `<p>Players in Canada can now deposit with Interac e-Transfer. Choose Interac in the cashbox, enter the amount in Canadian dollars and confirm the payment in your own bank's app or website.</p>
<p>Interac deposits are free and usually arrive within a few minutes. As with every method, deposits must come from an account in your own name.</p>
<p>You can set deposit limits for any period in your profile under <strong>Limits</strong>.</p>`,
  },
  'tether-withdrawals': {
    title: 'Withdrawals in Tether (USDT) are open',
    description:
      'After deposits, withdrawals in Tether are now available too, with no fee and review within 24 hours.',
    content: `<p>Tether (USDT) has been available for deposits since spring. From today you can also withdraw in Tether to your own wallet address.</p>
<p>Withdrawals start at 25 USDT and can go up to 4,000 USDT per request. We charge no fee, and requests are reviewed within 24 hours, most of them much sooner.</p>
<p>Please check the network of your wallet before you confirm: a transfer sent over the wrong network cannot be recovered.</p>`,
  },
  'twelve-levels': {
    title: 'Twelve levels in our loyalty programme',
    description:
      'The loyalty programme now has twelve levels, each with its own comp-point rate and rewards.',
    content: `<p>Our loyalty programme has grown from five to twelve levels. Every real-money bet moves you along, and each new level raises the rate at which you collect comp points.</p>
<p>Comp points can be exchanged for money, free spins or other rewards. Your current level and the progress to the next one are shown in your profile.</p>
<p>Players who had reached a level before the change keep it, and their progress counts towards the new levels.</p>`,
  },
  'limits-in-profile': {
    title: 'Set your own limits in the profile',
    description:
      'Deposit, loss, wager and session limits can now be set, lowered and removed from one place in the profile.',
    content: `<p>All responsible-gaming limits now live together in your profile under <strong>Limits</strong>: deposit, loss and wager limits per day, week or month, and a session time limit.</p>
<p>A lower limit applies at once. A higher limit, or the removal of a limit, takes effect after a cooling-off period, so that the decision is not made in the heat of the moment.</p>
<p>If you need a longer break, you can also ask for a self-exclusion through support at any time.</p>`,
  },
  'install-on-phone': {
    title: 'Croupier on your home screen',
    description:
      'Add Croupier to your phone as an app: it opens full screen and starts faster, with nothing to download from a store.',
    content: `<p>You can now add Croupier to the home screen of your phone or tablet. It opens full screen like an app, starts faster, and keeps you signed in.</p>
<ul>
<li><strong>Android:</strong> open the site in Chrome, then choose <em>Install app</em> from the menu.</li>
<li><strong>iPhone and iPad:</strong> open the site in Safari, tap Share, then <em>Add to Home Screen</em>.</li>
</ul>
<p>Nothing is downloaded from an app store, and updates arrive on their own the next time you open it.</p>`,
  },
  'evening-live-tables': {
    title: 'More live tables in the evening',
    description:
      'Velvet Live opens extra blackjack and roulette tables between 18:00 and 02:00 CET.',
    content: `<p>Evenings are the busiest time at our live tables, so Velvet Live is opening extra blackjack and roulette tables every day between 18:00 and 02:00 CET.</p>
<p>The new tables have lower minimum bets, which makes them a good place to try live games for the first time. All tables are hosted by professional dealers and streamed in HD.</p>
<p>You will find them in the <strong>Live</strong> section of the lobby.</p>`,
  },
};
