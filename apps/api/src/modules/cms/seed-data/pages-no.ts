import type { PageTexts } from './page-index.js';

/** Sider på norsk bokmål. */
export const pagesNo: PageTexts = {
  'about-us': {
    title: 'Om Croupier',
    description: 'Hvem som driver Croupier, hvilken lisens vi har og hva vi lover spillerne våre.',
    keywords: 'om Croupier, nettkasino, lisens, operatør',
    content: `<h2>Hvem vi er</h2>
<p>Croupier er et nettkasino bygget av et lite team av spillere, utviklere og betalingseksperter som ønsket en lobby som laster raskt, betaler ut raskt og forklarer reglene sine med enkle ord.</p>
<p>Kasinoet drives av Croupier Gaming N.V., registrert på Curaçao, med lisens fra Curaçao Gaming Authority. Spillere i Estland betjenes av Croupier Baltic OÜ med lisens fra Estlands skatte- og tolletat.</p>
<h2>Dette lover vi</h2>
<ul>
<li>Spill fra uavhengige studioer med publiserte og testede tilbakebetalingsprosenter.</li>
<li>Uttak behandles innen 24 timer, de fleste mye raskere.</li>
<li>Grenser for innskudd, tap, innsats og økter som du selv setter når som helst.</li>
<li>Kundeservice via kontaktskjema og e-post, med svar på e-post.</li>
</ul>
<p>Spørsmål om selskapet kan sendes til <a href="mailto:support@croupier.com">support@croupier.com</a>.</p>`,
  },
  'terms-and-conditions': {
    title: 'Vilkår og betingelser',
    description: 'Avtalen mellom deg og Croupier: konto, innskudd, uttak, bonuser og avslutning.',
    keywords: 'vilkår og betingelser, kasinovilkår, kontoregler, uttak',
    content: `<h2>1. Hvem vilkårene gjelder for</h2>
<p>Disse vilkårene er avtalen mellom deg og Croupier Gaming N.V. (Curaçao) når du åpner en konto eller spiller på dette nettstedet. Ved å registrere deg bekrefter du at du har lest og godtatt dem.</p>
<h2>2. Kontoen din</h2>
<p>Du må være minst 18 år, eller eldre der lokal lov krever det, og kan bare ha én konto. Opplysningene du gir må være sanne og fullstendige; før et uttak kan vi be om dokumentasjon på identitet, adresse og midlenes opprinnelse.</p>
<h2>3. Innskudd og uttak</h2>
<p>Innskudd må komme fra betalingsmåter i ditt eget navn. Uttak utbetales om mulig til metoden som ble brukt til innskuddet. Vi behandler uttaksforespørsler innen 24 timer; du kan kansellere en forespørsel så lenge den venter.</p>
<h2>4. Bonuser</h2>
<p>Hver bonus har sitt eget omsetningskrav, maksimal innsats og utløpsdato, som vises før du godtar den. Gevinster fra en bonus kan tas ut når omsetningen er fullført. Bonusreglene er forklart på siden om bonussaldoen.</p>
<h2>5. Utestengte land</h2>
<p>Vi tar ikke imot spillere fra land der nettspill er forbudt for oss, blant annet USA, Storbritannia, Frankrike, Spania og Nederland. Registrering og innlogging fra disse landene avvises.</p>
<h2>6. Avslutte kontoen</h2>
<p>Du kan når som helst avslutte kontoen via kundeservice. Vi kan sperre eller avslutte en konto som bryter vilkårene, etter å ha utbetalt saldo som er vunnet på rettferdig vis.</p>
<h2>7. Klager</h2>
<p>Skriv først til kundeservice. Hvis vi ikke løser klagen innen 14 dager, kan du bringe den inn for Curaçao Gaming Authority.</p>`,
  },
  'terms-and-conditions/au': {
    title: 'Vilkår og betingelser for spillere i Australia',
    description: 'Croupiers vilkår for spillere som befinner seg i Australia.',
    keywords: 'vilkår og betingelser, Australia, spilleautomater, kasinovilkår',
    content: `<h2>1. Hvem vilkårene gjelder for</h2>
<p>Disse vilkårene gjelder mens du spiller fra Australia. De er avtalen mellom deg og Croupier Gaming N.V., en operatør med lisens fra Curaçao og uten australsk lisens.</p>
<h2>2. Kontoen din</h2>
<p>Du må være 18 år eller eldre og ha bare én konto. Før første uttak kontrollerer vi identitet og adresse; australske førerkort og pass godtas.</p>
<h2>3. Dette er annerledes for Australia</h2>
<ul>
<li>Enkelte spill, kampanjer og betalingsmåter tilbys ikke spillere i Australia.</li>
<li>Saldoen føres i australske dollar, med mindre du velger en kryptolommebok.</li>
<li>Ved første besøk bekrefter du at du forstår at tilbudet leveres fra utenfor Australia.</li>
</ul>
<h2>4. Innskudd, uttak og bonuser</h2>
<p>De generelle reglene gjelder uendret: omsetning, maksimal innsats og utløp vises før du godtar et tilbud.</p>
<h2>5. Hjelp med spilleproblemer</h2>
<p>Gambling Help Online gir gratis og fortrolig hjelp på 1800 858 858, hele døgnet.</p>`,
  },
  'terms-and-conditions/ee': {
    title: 'Vilkår og betingelser (estisk lisens)',
    description: 'Vilkårene til Croupier Baltic OÜ for spillere under den estiske lisensen.',
    keywords: 'vilkår og betingelser, Estland, estisk lisens, kasinovilkår',
    content: `<h2>1. Operatøren</h2>
<p>Spillere registrert under den estiske lisensen spiller hos Croupier Baltic OÜ, Tallinn, med lisens fra Estlands skatte- og tolletat (operatørlisens HKT000118, aktivitetslisens HKL000119).</p>
<h2>2. Alder og identitet</h2>
<p>Du må være minst 21 år. Slik estisk lov krever, kontrollerer vi identiteten din før det første innskuddet ditt spilles.</p>
<h2>3. Øktinformasjon</h2>
<p>Mens du er innlogget, viser nettstedet hvor lenge økten har vart. Du kan sette innskudds- og tapsgrenser per dag, uke og måned; en lavere grense gjelder straks, en høyere etter en betenkningstid.</p>
<h2>4. Betalinger</h2>
<p>Innskudd og uttak skjer med bankkort og bankoverføring i euro. Gevinster utbetales innen tre virkedager etter kontroll.</p>
<h2>5. Selvutestengelse</h2>
<p>Du kan utestenge deg fra alle lisensierte pengespill i Estland gjennom det nasjonale registeret til Estlands skatte- og tolletat.</p>
<h2>6. Klager</h2>
<p>Skriv først til kundeservice; uløste tvister kan bringes inn for Estlands skatte- og tolletat eller forbrukermyndighetene.</p>`,
  },
  'general-rules': {
    title: 'Generelle spilleregler for betting',
    description: 'Hvordan spill hos Croupiers sportsbook godtas, avregnes og annulleres.',
    keywords: 'spilleregler, sportsbetting, avregning, annullerte spill',
    content: `<h2>Godtakelse av spill</h2>
<p>Et spill er godtatt når det vises i spillhistorikken din med et referansenummer. Fram til da kan oddsen endres; endres den mens du plasserer spillet, blir du bedt om å bekrefte den nye oddsen.</p>
<h2>Avregning</h2>
<p>Spill avregnes etter det offisielle resultatet ved slutten av ordinær tid, inkludert tilleggstid, med mindre markedet sier noe annet. Ekstraomganger og straffekonkurranse teller bare i markeder som nevner dem.</p>
<h2>Annullerte spill</h2>
<ul>
<li>En hendelse som avbrytes og ikke fullføres innen 48 timer, annulleres, unntatt markeder som allerede er avgjort.</li>
<li>En åpenbar feil i odds eller marked rettes, og spillet avregnes til riktig odds eller annulleres.</li>
<li>Et annullert utfall i en kombinasjon teller som odds 1,00.</li>
</ul>
<h2>Grenser</h2>
<p>Maksimal innsats og gevinst avhenger av idrett og marked og vises på kupongen. Etter at en hendelse har startet, godtas spill bare i livemarkeder.</p>`,
  },
  'privacy-policy': {
    title: 'Personvernerklæring',
    description:
      'Hvilke personopplysninger Croupier samler inn, hvorfor, hvor lenge vi lagrer dem og hvilke rettigheter du har.',
    keywords: 'personvernerklæring, personopplysninger, GDPR, personvern',
    content: `<h2>Behandlingsansvarlig</h2>
<p>Croupier Gaming N.V. er behandlingsansvarlig for personopplysningene du gir oss; for spillere under den estiske lisensen er det Croupier Baltic OÜ.</p>
<h2>Hva vi samler inn</h2>
<ul>
<li>Kontoopplysninger: navn, fødselsdato, adresse, e-post, telefonnummer og valuta.</li>
<li>Verifiseringsdokumenter du laster opp og resultatene av identitetskontroller.</li>
<li>Transaksjoner, spill og spillrunder, og grensene du setter.</li>
<li>Tekniske data: IP-adresse, enhetstype og nettleser, brukt til å sikre kontoen din og avdekke svindel.</li>
</ul>
<h2>Hvorfor vi bruker dem</h2>
<p>For å drive kontoen din og utbetale gevinster, oppfylle plikter etter hvitvaskingsregler og lisens, beskytte spillere mot svindel og skade og, bare hvis du samtykker, sende deg kampanjer.</p>
<h2>Hvor lenge vi lagrer dem</h2>
<p>Konto- og transaksjonsdata lagres i fem år etter at kontoen er avsluttet, slik hvitvaskingsloven krever. Samtykke til markedsføring kan trekkes tilbake når som helst i profilen.</p>
<h2>Dine rettigheter</h2>
<p>Du kan be om innsyn, retting eller sletting, eller protestere mot behandlingen, ved å skrive til <a href="mailto:privacy@croupier.com">privacy@croupier.com</a>. Vi svarer innen én måned.</p>`,
  },
  'cookie-policy': {
    title: 'Retningslinjer for informasjonskapsler',
    description:
      'Hvilke informasjonskapsler Croupier bruker, hva de gjør og hvordan du styrer dem.',
    keywords: 'informasjonskapsler, cookies, sporing, samtykke',
    content: `<h2>Hva informasjonskapsler er</h2>
<p>Informasjonskapsler er små tekstfiler som nettleseren lagrer for et nettsted. Vi bruker dem for å holde deg innlogget, huske valgene dine og forstå hvordan nettstedet brukes.</p>
<h2>Informasjonskapslene våre</h2>
<ul>
<li><strong>Nødvendige:</strong> økten din, sikkerhetskontroller og valget ditt om informasjonskapsler. Nettstedet fungerer ikke uten dem.</li>
<li><strong>Innstillinger:</strong> språket ditt og varslene du har lukket.</li>
<li><strong>Sporing av henvisning:</strong> partneren som sendte deg til oss (stag og affb_id, lagret i 30 dager) og kampanjeparametere.</li>
<li><strong>Analyse:</strong> anonyme målinger av hastighet og feil som hjelper oss å rette problemer.</li>
</ul>
<h2>Ditt valg</h2>
<p>Varselet vises til du godtar det; valget huskes i ett år. Du kan slette informasjonskapsler i nettleserinnstillingene når som helst, men blir da logget ut.</p>`,
  },
  awards: {
    title: 'Priser',
    description: 'Bransjepriser og nominasjoner Croupier har fått siden 2022.',
    keywords: 'kasinopriser, beste nettkasino, nominasjoner',
    content: `<p>Hver pris nedenfor ble avgjort av en bransjejury eller av spillernes stemmer. Vi viser år og kategori, så du kan se hva hver pris gjaldt.</p>
<p>Takk til alle spillere som stemte på oss, og til studioene og betalingspartnerne som gjør lobbyen til det den er.</p>`,
  },
  'benefits-of-crypto': {
    title: 'Fordelene ved å spille med krypto',
    description:
      'Hvorfor sette inn med Bitcoin, Ethereum, Litecoin, Bitcoin Cash, Dogecoin eller Tether hos Croupier.',
    keywords: 'kryptokasino, bitcoin-kasino, ethereum, USDT-innskudd',
    content: `<h2>Raske innskudd og uttak</h2>
<p>Kryptoinnskudd godskrives så snart nettverket bekrefter dem, vanligvis i løpet av minutter. Uttak sendes når de er godkjent, uten å vente på bankdager.</p>
<h2>Lave gebyrer</h2>
<p>Vi tar ingen gebyrer på kryptoinnskudd eller -uttak; du betaler bare nettverksgebyret i din egen lommebok.</p>
<h2>Mynter vi tar imot</h2>
<ul>
<li>Bitcoin (BTC), vist i µBTC: 1 µBTC er en milliontedel bitcoin.</li>
<li>Ethereum (ETH) og Litecoin (LTC), vist i mETH og mLTC: en tusendel mynt.</li>
<li>Bitcoin Cash (BCH), Dogecoin (DOGE) og Tether (USDT).</li>
</ul>
<h2>Greit å vite</h2>
<p>Send bare mynten som står på innskuddsadressen, og bare på nettverket som vises. Minste innskudd: 0,0001 BTC eller BCH, 0,01 ETH, LTC eller DOGE og 20 USDT.</p>`,
  },
  'responsible-gaming': {
    title: 'Ansvarlig spill',
    description:
      'Verktøy som hjelper deg å ha kontroll: grenser, pauser, selvutestengelse og hvor du får hjelp.',
    keywords: 'ansvarlig spill, innskuddsgrenser, selvutestengelse, spillehjelp',
    content: `<h2>Spill for moro skyld</h2>
<p>Pengespill skal være underholdning, aldri en måte å tjene penger på eller flykte fra problemer. Bestem på forhånd hvor mye tid og penger du vil bruke, og stopp når du når grensen.</p>
<h2>Grenser du styrer</h2>
<ul>
<li>Grenser for innskudd, tap og innsats per dag, uke eller måned.</li>
<li>Øktgrenser som avslutter økten etter en tid du velger.</li>
<li>En pause fra 24 timer til seks uker.</li>
<li>Selvutestengelse i seks måneder eller mer, som ikke kan oppheves før tiden.</li>
</ul>
<p>En lavere grense gjelder straks. Å heve eller fjerne en grense gjelder etter en betenkningstid, og du bekrefter det på e-post.</p>
<h2>Varselsignaler</h2>
<p>Å jage tap, låne penger for å spille, skjule spillingen for dem som står deg nær eller bli urolig når du ikke spiller, er tegn på at du bør ta en pause og snakke med noen.</p>
<h2>Hvor du får hjelp</h2>
<p>Hjelpelinjen for spilleavhengige (800 800 40), Anonyme Gamblere og fastlegen din gir gratis og fortrolig støtte. Kundeservice kan sette grenser eller stenge kontoen din når som helst.</p>`,
  },
  'bonus-balance': {
    title: 'Slik fungerer bonussaldoen',
    description:
      'Ekte penger, bonuspenger og omsetningskrav hos Croupier, forklart med et eksempel.',
    keywords: 'bonussaldo, omsetningskrav, ekte saldo, uttakbar',
    content: `<h2>To saldoer</h2>
<p>Saldoen din har to deler. Den ekte saldoen er penger du har satt inn eller vunnet uten bonus, og den kan tas ut når som helst. Bonussaldoen kan først tas ut når omsetningskravet er oppfylt.</p>
<h2>Omsetning</h2>
<p>En bonus på 10 € med 40x omsetningskrav krever 400 € i innsatser før den blir ekte penger. Framdriften vises i saldomenyen som en prosent, rundet ned.</p>
<h2>Et eksempel</h2>
<p>Du setter inn 100 € og får 100 € i bonus. Samlet har du 200 €, hvorav 100 € kan tas ut. Etter 4 000 € i innsatser flyttes resten av bonusmidlene til den ekte saldoen.</p>
<h2>Husk</h2>
<ul>
<li>Maksimal innsats mens en bonus er aktiv står i bonusvilkårene.</li>
<li>Ikke alle spill teller fullt mot omsetningen; live- og bordspill teller som regel mindre.</li>
<li>Kansellerer du en bonus, forsvinner den og gevinstene fra den.</li>
</ul>`,
  },
  support: {
    title: 'Kundeservice',
    description:
      'Kontakt Croupiers kundeservice med kontaktskjemaet eller på e-post; vi svarer på e-post.',
    keywords: 'kasino kundeservice, kontakt, kontaktskjema, hjelp',
    content: `<h2>Skriv til oss</h2>
<p>Kundeservice svarer på e-post. Send spørsmålet ditt med kontaktskjemaet, så svarer vi til adressen du oppgir; en bekreftelse kommer i innboksen din med en gang.</p>
<h2>Slik når du oss</h2>
<ul>
<li>Kontaktskjema: Kundestøtte-knappen øverst på siden, eller «Skriv til kundestøtte» i menyen.</li>
<li>E-post: <a href="mailto:support@croupier.com">support@croupier.com</a>.</li>
</ul>
<h2>Før du skriver</h2>
<p>Mange svar står allerede i ofte stilte spørsmål. Gjelder det en betaling, oppgi dato, beløp og metode; gjelder det et spill, navnet på spillet og tidspunktet for runden.</p>`,
  },
  faq: {
    title: 'Ofte stilte spørsmål',
    description:
      'Svar på spørsmålene spillere stiller oftest: konto, betalinger, bonuser og spill.',
    keywords: 'FAQ, kasinospørsmål, uttak, verifisering',
    content: `<h2>Hvor lang tid tar et uttak?</h2>
<p>Vi behandler uttak innen 24 timer. Krypto kommer noen minutter etter godkjenning; kort og bankoverføringer tar én til tre virkedager.</p>
<h2>Hvorfor trenger dere dokumentene mine?</h2>
<p>Lisensen krever at vi bekrefter hvem du er og at du er myndig før vi utbetaler. Dokumentene lagres kryptert og brukes bare til kontroller.</p>
<h2>Kan jeg spille gratis?</h2>
<p>De fleste spilleautomater har en demomodus med virtuelle kreditter. Livespill har ingen demo.</p>
<h2>Jeg har glemt passordet.</h2>
<p>Bruk lenken «Glemt passord» i innloggingsskjemaet; du får tilsendt en lenke på e-post som er gyldig i seks timer.</p>
<h2>Kan jeg bytte valuta?</h2>
<p>Du kan åpne en lommebok i en annen valuta fra saldomenyen og bytte mellom lommebøkene når som helst.</p>`,
  },
  'payment-methods': {
    title: 'Betalingsmåter',
    description: 'Innskudds- og uttaksmåter hos Croupier, med grenser og behandlingstider.',
    keywords: 'betalingsmåter, innskudd, uttak, kort, krypto',
    content: `<h2>Kort</h2>
<p>Innskudd med Visa og Mastercard er umiddelbare. Uttak til kort tar én til tre virkedager etter godkjenning.</p>
<h2>Krypto</h2>
<p>Bitcoin, Ethereum, Litecoin, Bitcoin Cash, Dogecoin og Tether. Innskudd godskrives etter bekreftelse i nettverket; uttak sendes minutter etter godkjenning.</p>
<h2>Bankoverføring og e-lommebøker</h2>
<p>Bankoverføringer tar én til tre virkedager. E-lommebøker og kuponger finnes i enkelte land; kassen viser de som fungerer for deg.</p>
<h2>Gebyrer</h2>
<p>Vi tar ingen gebyrer på innskudd eller uttak. Banken eller lommebokleverandøren din kan ta egne gebyrer.</p>`,
  },
  'vip-terms': {
    title: 'Vilkår for VIP-klubben',
    description: 'Hvordan VIP-status oppnås, beholdes og belønnes hos Croupier.',
    keywords: 'VIP-klubb, VIP-vilkår, lojalitet, cashback',
    content: `<h2>Oppnå en status</h2>
<p>VIP-statuser (Bronse, Sølv, Gull, Platina og Diamant) oppnås gjennom innskudd og innsatser i et kalenderkvartal. Framdriften vises på siden for VIP-klubben.</p>
<h2>Beholde den</h2>
<p>En status varer til utgangen av kvartalet etter det den ble oppnådd i. Diamant beholdes livet ut når den først er oppnådd.</p>
<h2>Belønninger</h2>
<ul>
<li>Ukentlig cashback uten omsetningskrav fra Gull og oppover.</li>
<li>En personlig manager som kan nås på WhatsApp, Telegram og e-post.</li>
<li>Høyere uttaksgrenser og prioritert behandling.</li>
</ul>
<p>Vi kan endre eller trekke tilbake VIP-fordeler med 30 dagers varsel, og fjerne en status som er oppnådd ved misbruk av kampanjer.</p>`,
  },
  'summer-cup-2024-rules': {
    title: 'Regler for Summer Cup 2024',
    description: 'Regler for spilleautomatturneringen Summer Cup 2024, som er avsluttet.',
    keywords: 'Summer Cup 2024, turneringsregler',
    content: `<p>Summer Cup pågikk fra 1. juli til 31. august 2024. Hver euro satset på deltakende spilleautomater ga ett poeng, og de 200 beste spillerne delte en premiepott på 50 000 € uten omsetningskrav.</p>
<p>Alle premier ble godskrevet innen 5. september 2024. Siden beholdes kun som referanse.</p>`,
  },
};
