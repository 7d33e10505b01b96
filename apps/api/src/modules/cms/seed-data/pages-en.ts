import type { PageTexts } from './page-index.js';

/** English pages; the Australian, New Zealand and Canadian variants are derived from these. */
export const pagesEn: PageTexts = {
  'about-us': {
    title: 'About Croupier',
    description: 'Who runs Croupier, how we are licensed and what we promise our players.',
    keywords: 'about Croupier, online casino, licence, operator',
    content: `<h2>Who we are</h2>
<p>Croupier is an online casino built by a small team of players, developers and payment specialists who wanted a lobby that loads fast, pays out quickly and explains its rules in plain words.</p>
<p>The casino is operated by Croupier Gaming N.V., registered in Curaçao, and licensed by the Curaçao Gaming Authority. Players in Estonia are served by Croupier Baltic OÜ under a licence from the Estonian Tax and Customs Board.</p>
<h2>What we promise</h2>
<ul>
<li>Games from independent studios whose return-to-player figures are published and tested.</li>
<li>Withdrawals reviewed within 24 hours, most of them much sooner.</li>
<li>Deposit, loss, wager and session limits you can set yourself at any time.</li>
<li>Support by contact form and e-mail, answered by e-mail.</li>
</ul>
<p>Questions about the company can be sent to <a href="mailto:support@croupier.com">support@croupier.com</a>.</p>`,
  },
  'terms-and-conditions': {
    title: 'Terms and conditions',
    description:
      'The agreement between you and Croupier: accounts, deposits, withdrawals, bonuses and closure.',
    keywords: 'terms and conditions, casino terms, account rules, withdrawals',
    content: `<h2>1. Who these terms apply to</h2>
<p>These terms form the agreement between you and Croupier Gaming N.V. (Curaçao) when you open an account or play on this site. By registering you confirm that you have read and accept them.</p>
<h2>2. Your account</h2>
<p>You must be at least 18 years old, or older where local law says so, and you may hold only one account. The details you give must be true and complete; we may ask for documents that prove your identity, address and the source of your funds before any withdrawal.</p>
<h2>3. Deposits and withdrawals</h2>
<p>Deposits must come from payment methods in your own name. Withdrawals are paid to the method used for the deposit where possible. We review withdrawal requests within 24 hours; a request may be cancelled by you while it is still pending.</p>
<h2>4. Bonuses</h2>
<p>Each bonus has its own wagering requirement, maximum bet and expiry, shown before you accept it. Funds won with a bonus become withdrawable when its wagering is complete. Bonus rules are explained on the bonus balance page.</p>
<h2>5. Restricted countries</h2>
<p>We do not accept players from countries where online gambling is prohibited to us, including the United States, the United Kingdom, France, Spain and the Netherlands. Registration and login are refused from those countries.</p>
<h2>6. Closing an account</h2>
<p>You may close your account at any time through support. We may suspend or close an account that breaches these terms, after paying out any balance that was fairly won.</p>
<h2>7. Complaints</h2>
<p>Write to support first. If we cannot resolve your complaint within 14 days you may refer it to the Curaçao Gaming Authority.</p>`,
  },
  'terms-and-conditions/au': {
    title: 'Terms and conditions for players in Australia',
    description: 'The Croupier terms that apply to players located in Australia.',
    keywords: 'terms and conditions, Australia, pokies, casino terms',
    content: `<h2>1. Who these terms apply to</h2>
<p>These terms apply to you while you play from Australia. They form the agreement between you and Croupier Gaming N.V., a Curaçao-licensed operator that does not hold an Australian licence.</p>
<h2>2. Your account</h2>
<p>You must be 18 or older and hold one account only. Before your first withdrawal we verify your identity and address; Australian driver licences and passports are accepted.</p>
<h2>3. What is different for Australia</h2>
<ul>
<li>Some games, promotions and payment methods are not offered to players located in Australia.</li>
<li>Balances are held in Australian dollars unless you choose a cryptocurrency wallet.</li>
<li>You must confirm on your first visit that you understand the offer is provided from outside Australia.</li>
</ul>
<h2>4. Deposits, withdrawals and bonuses</h2>
<p>The general rules for deposits, withdrawals and bonuses apply unchanged: bonus wagering, maximum bets and expiry are shown before you accept an offer.</p>
<h2>5. Help with gambling</h2>
<p>Free and confidential help is available from Gambling Help Online on 1800 858 858, any time of day.</p>`,
  },
  'terms-and-conditions/ee': {
    title: 'Terms and conditions (Estonian licence)',
    description: 'The terms of Croupier Baltic OÜ for players under the Estonian licence.',
    keywords: 'terms and conditions, Estonia, Estonian licence, casino terms',
    content: `<h2>1. The operator</h2>
<p>Players registered under the Estonian licence play with Croupier Baltic OÜ, Tallinn, licensed by the Estonian Tax and Customs Board (gambling operator licence HKT000118, activity licence HKL000119).</p>
<h2>2. Age and identity</h2>
<p>You must be at least 21 years old. We verify your identity before your first deposit is played, as Estonian law requires.</p>
<h2>3. Session information</h2>
<p>While you are logged in, the site shows how long your session has lasted. You can set deposit and loss limits per day, week and month; lowering a limit takes effect at once, raising it after a cooling-off period.</p>
<h2>4. Payments</h2>
<p>Deposits and withdrawals are accepted by bank card and bank transfer in euro. Winnings are paid out within three working days after verification.</p>
<h2>5. Self-exclusion</h2>
<p>You may exclude yourself from all licensed gambling in Estonia through the national register kept by the Estonian Tax and Customs Board.</p>
<h2>6. Complaints</h2>
<p>Write to support first; unresolved disputes can be brought to the Estonian Tax and Customs Board or the Consumer Protection and Technical Regulatory Authority.</p>`,
  },
  'general-rules': {
    title: 'General betting rules',
    description: 'How bets are accepted, settled and voided in the Croupier sportsbook.',
    keywords: 'betting rules, sportsbook terms, settlement, void bets',
    content: `<h2>Accepting bets</h2>
<p>A bet is accepted when it appears in your bet history with a reference number. Odds can change until then; if they change while you place a bet, you are asked to confirm the new price.</p>
<h2>Settlement</h2>
<p>Bets are settled on the official result at the end of regular time, including stoppage time, unless the market says otherwise. Extra time and penalty shoot-outs count only in markets that name them.</p>
<h2>Void bets</h2>
<ul>
<li>An event that is abandoned and not completed within 48 hours is void, except for markets already decided.</li>
<li>An obvious error in odds or a market is corrected, and the bet is settled at the correct price or voided.</li>
<li>A void selection in a multiple counts as odds of 1.00.</li>
</ul>
<h2>Limits</h2>
<p>Maximum stakes and winnings depend on the sport and market and are shown on the bet slip. Bets placed after an event has started are accepted only in live markets.</p>`,
  },
  'privacy-policy': {
    title: 'Privacy policy',
    description: 'What personal data Croupier collects, why, how long we keep it and your rights.',
    keywords: 'privacy policy, personal data, GDPR, data protection',
    content: `<h2>Who controls your data</h2>
<p>Croupier Gaming N.V. is the controller of the personal data you give us; for players under the Estonian licence, Croupier Baltic OÜ is.</p>
<h2>What we collect</h2>
<ul>
<li>Account details: name, date of birth, address, e-mail, phone number and currency.</li>
<li>Verification documents you upload and the results of identity checks.</li>
<li>Transactions, bets and game rounds, and the limits you set.</li>
<li>Technical data: IP address, device type and browser, used to secure your account and detect fraud.</li>
</ul>
<h2>Why we use it</h2>
<p>To run your account and pay your winnings, to meet anti-money-laundering and licensing duties, to protect players from fraud and harm, and, only if you agree, to send you promotions.</p>
<h2>How long we keep it</h2>
<p>Account and transaction records are kept for five years after your account closes, as anti-money-laundering law requires. Marketing consent can be withdrawn at any time in your profile.</p>
<h2>Your rights</h2>
<p>You may ask for a copy of your data, its correction or deletion, or object to its use, by writing to <a href="mailto:privacy@croupier.com">privacy@croupier.com</a>. We answer within one month.</p>`,
  },
  'cookie-policy': {
    title: 'Cookie policy',
    description: 'Which cookies Croupier sets, what they do and how to control them.',
    keywords: 'cookie policy, cookies, tracking, consent',
    content: `<h2>What cookies are</h2>
<p>Cookies are small text files your browser keeps for a site. We use them to keep you signed in, remember your choices and understand how the site is used.</p>
<h2>Cookies we set</h2>
<ul>
<li><strong>Necessary:</strong> your session, security checks and the record of your cookie choice. The site does not work without them.</li>
<li><strong>Preferences:</strong> your language and the notices you have closed.</li>
<li><strong>Attribution:</strong> the partner that sent you to us (stag and affb_id, kept 30 days) and campaign parameters.</li>
<li><strong>Analytics:</strong> anonymous measurements of page speed and errors, which help us fix problems.</li>
</ul>
<h2>Your choice</h2>
<p>The cookie notice appears until you accept it; your choice is remembered for one year. You can delete cookies in your browser settings at any time, though you will then be signed out.</p>`,
  },
  awards: {
    title: 'Awards',
    description: 'Industry awards and nominations Croupier has received since 2022.',
    keywords: 'casino awards, best online casino, nominations',
    content: `<p>Every award below was decided by an industry jury or by players' votes. We list the years and the categories so you can see what each one was for.</p>
<p>Thank you to every player who voted for us, and to the studios and payment partners who make the lobby what it is.</p>`,
  },
  'benefits-of-crypto': {
    title: 'Benefits of playing with crypto',
    description:
      'Why deposit with Bitcoin, Ethereum, Litecoin, Bitcoin Cash, Dogecoin or Tether at Croupier.',
    keywords: 'crypto casino, bitcoin casino, ethereum, USDT deposits',
    content: `<h2>Fast deposits and withdrawals</h2>
<p>Crypto deposits are credited as soon as the network confirms them, usually within minutes. Withdrawals are sent once reviewed, with no waiting for bank working days.</p>
<h2>Low fees</h2>
<p>We charge no fees on crypto deposits or withdrawals; you pay only the network fee of your own wallet.</p>
<h2>Coins we accept</h2>
<ul>
<li>Bitcoin (BTC), shown in µBTC: 1 µBTC is one millionth of a bitcoin.</li>
<li>Ethereum (ETH) and Litecoin (LTC), shown in mETH and mLTC: one thousandth of a coin.</li>
<li>Bitcoin Cash (BCH), Dogecoin (DOGE) and Tether (USDT).</li>
</ul>
<h2>Good to know</h2>
<p>Send only the coin named on the deposit address, and on the network shown. Minimum deposits: 0.0001 BTC or BCH, 0.01 ETH, LTC or DOGE, and 20 USDT.</p>`,
  },
  'responsible-gaming': {
    title: 'Responsible gaming',
    description:
      'Tools to keep your play under control: limits, time-outs, self-exclusion and where to get help.',
    keywords: 'responsible gaming, deposit limits, self-exclusion, gambling help',
    content: `<h2>Play for fun</h2>
<p>Gambling should be entertainment, never a way to make money or escape problems. Decide in advance how much time and money you can spend, and stop when you reach it.</p>
<h2>Limits you control</h2>
<ul>
<li>Deposit, loss and wager limits per day, week or month.</li>
<li>Session limits that end your session after a time you choose.</li>
<li>A time-out from 24 hours to six weeks.</li>
<li>Self-exclusion for six months or more, which cannot be undone early.</li>
</ul>
<p>Lowering a limit takes effect at once. Raising or removing one takes effect after a cooling-off period, and you confirm it by e-mail.</p>
<h2>Warning signs</h2>
<p>Chasing losses, borrowing to gamble, hiding your play from people close to you or feeling restless when you are not playing are signs to take a break and talk to someone.</p>
<h2>Where to get help</h2>
<p>Gamblers Anonymous, GamCare and your national helpline offer free, confidential support. Our support team can set limits or close your account for you at any time.</p>`,
  },
  'bonus-balance': {
    title: 'How the bonus balance works',
    description: 'Real money, bonus money and wagering at Croupier, explained with an example.',
    keywords: 'bonus balance, wagering requirement, real balance, cashable',
    content: `<h2>Two balances</h2>
<p>Your balance has two parts. The real balance is money you deposited or won without a bonus, and it can be withdrawn at any time. The bonus balance is the part that becomes withdrawable only after its wagering is complete.</p>
<h2>Wagering</h2>
<p>A bonus with a 40x wagering requirement of €10 asks for €400 of bets before it turns into real money. Your progress is shown in the balance menu as a percentage, rounded down.</p>
<h2>An example</h2>
<p>You deposit €100 and receive a €100 bonus. Your total is €200, of which €100 can be withdrawn. After €4,000 of bets the remaining bonus funds move to the real balance.</p>
<h2>Things to keep in mind</h2>
<ul>
<li>The maximum bet while a bonus is active is shown in its terms.</li>
<li>Not all games count fully towards wagering; live and table games usually count less.</li>
<li>Cancelling a bonus removes it and any winnings made with it.</li>
</ul>`,
  },
  support: {
    title: 'Support',
    description:
      'Contact Croupier support with the contact form or by e-mail; we answer by e-mail.',
    keywords: 'casino support, contact, contact form, help',
    content: `<h2>Write to us</h2>
<p>Support answers by e-mail. Send your question with the contact form and we reply to the address you give; a confirmation arrives in your inbox at once.</p>
<h2>How to reach us</h2>
<ul>
<li>Contact form: the Support button in the header, or Write to support in the menu.</li>
<li>E-mail: <a href="mailto:support@croupier.com">support@croupier.com</a>.</li>
</ul>
<h2>Before you write</h2>
<p>Many answers are already in the FAQ. For questions about a payment, include its date, amount and method; for a game, the name of the game and the time of the round.</p>`,
  },
  faq: {
    title: 'Frequently asked questions',
    description:
      'Answers to the questions players ask most: accounts, payments, bonuses and games.',
    keywords: 'FAQ, casino questions, withdrawals, verification',
    content: `<h2>How long does a withdrawal take?</h2>
<p>We review withdrawals within 24 hours. Crypto arrives minutes after approval; cards and bank transfers take one to three working days.</p>
<h2>Why do you need my documents?</h2>
<p>Our licence requires us to confirm who you are and that you are of age before paying out. Documents are stored encrypted and used only for checks.</p>
<h2>Can I play games for free?</h2>
<p>Most slots have a demo mode that plays with virtual credits. Live games have no demo.</p>
<h2>I forgot my password.</h2>
<p>Use the "Forgot password" link on the login form; a reset link is sent to your e-mail and is valid for six hours.</p>
<h2>Can I change my currency?</h2>
<p>You can open a wallet in another currency from the balance menu and switch between wallets at any time.</p>`,
  },
  'payment-methods': {
    title: 'Payment methods',
    description: 'Deposit and withdrawal methods at Croupier, with limits and processing times.',
    keywords: 'payment methods, deposits, withdrawals, cards, crypto',
    content: `<h2>Cards</h2>
<p>Visa and Mastercard deposits are instant. Withdrawals to cards take one to three working days after approval.</p>
<h2>Crypto</h2>
<p>Bitcoin, Ethereum, Litecoin, Bitcoin Cash, Dogecoin and Tether. Deposits are credited after network confirmation; withdrawals are sent minutes after approval.</p>
<h2>Bank transfer and e-wallets</h2>
<p>Bank transfers take one to three working days. E-wallets and vouchers are available in some countries; the cashbox shows those that work for you.</p>
<h2>Fees</h2>
<p>We charge no fees on deposits or withdrawals. Your bank or wallet provider may charge its own.</p>`,
  },
  'vip-terms': {
    title: 'VIP club terms',
    description: 'How VIP status is earned, kept and rewarded at Croupier.',
    keywords: 'VIP club, VIP terms, loyalty, cashback',
    content: `<h2>Earning a status</h2>
<p>VIP statuses (Bronze, Silver, Gold, Platinum and Diamond) are earned by deposits and bets within a calendar quarter. Your progress is shown on the VIP club page.</p>
<h2>Keeping it</h2>
<p>A status lasts until the end of the quarter after the one in which it was reached. Diamond is kept for life once reached.</p>
<h2>Rewards</h2>
<ul>
<li>Weekly cashback without wagering from Gold upwards.</li>
<li>A personal manager reachable by WhatsApp, Telegram and e-mail.</li>
<li>Higher withdrawal limits and priority review.</li>
</ul>
<p>We may change or withdraw VIP benefits with 30 days' notice, and may remove a status obtained through abuse of promotions.</p>`,
  },
  'summer-cup-2024-rules': {
    title: 'Summer Cup 2024 rules',
    description: 'Rules of the Summer Cup 2024 slot tournament, which has ended.',
    keywords: 'Summer Cup 2024, tournament rules',
    content: `<p>The Summer Cup ran from 1 July to 31 August 2024. Points were earned at one point per euro bet on participating slots, and the 200 best players shared a prize pool of €50,000 paid without wagering.</p>
<p>All prizes were credited by 5 September 2024. This page is kept for reference only.</p>`,
  },
};
