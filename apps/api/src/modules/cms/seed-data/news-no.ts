import type { NewsTexts } from './news-index.js';

/** Norwegian (bokmål). */
export const newsNo: NewsTexts = {
  'aurora-studios-joins': {
    title: 'Aurora Studios kommer med en ny serie spilleautomater',
    description:
      'Katalogen til Aurora Studios er nå i lobbyen, med nordlystemaer og gratisspinnrunder.',
    content: `<p>Aurora Studios, et spillstudio fra Tallinn, er nå med i Croupier-lobbyen. Den første serien spilleautomater handler om nordlys, islagte innsjøer og vinterfester, med gratisspinnrunder som kan utløses på nytt.</p>
<p>Hvert spill fra Aurora Studios viser tilbakebetalingsprosenten i spillinformasjonen, og hvert resultat kommer fra den samme sertifiserte tilfeldighetsgeneratoren som resten av lobbyen vår.</p>
<p>Du finner spillene under <strong>Leverandører</strong> og i kategorien <strong>Nytt</strong>. De fleste kan også prøves i demomodus uten innskudd.</p>`,
  },
  'winter-slots-cup': {
    title: 'Winter Slots Cup starter 1. desember',
    description:
      'Tre uker med automatturneringer og en felles premiepott: hvert spinn på turneringsspillene gir poeng.',
    content: `<p>Winter Slots Cup går fra 1. til 21. desember. Hvert spinn med ekte penger på turneringsspillene gir poeng, og resultatlisten oppdateres direkte på turneringssiden.</p>
<h2>Slik fungerer det</h2>
<ul>
<li>Meld deg på fra turneringssiden: det er gratis å delta.</li>
<li>Poengene bygger på innsatsen og gevinstmultiplikatoren, så også små innsatser kan klatre på listen.</li>
<li>De 100 beste spillerne deler premiepotten; premiene utbetales innen 24 timer etter slutt.</li>
</ul>
<p>De fullstendige reglene og listen over spill står på turneringssiden.</p>`,
  },
  'interac-deposits': {
    title: 'Interac-innskudd for spillere i Canada',
    description:
      'Spillere i Canada kan nå sette inn kanadiske dollar rett fra nettbanken med Interac.',
    content: `<p>Spillere i Canada kan nå sette inn penger med Interac e-Transfer. Velg Interac i kassen, skriv inn beløpet i kanadiske dollar og bekreft betalingen i appen eller på nettsiden til banken din.</p>
<p>Interac-innskudd er gratis og kommer vanligvis fram i løpet av noen minutter. Som for alle metoder må innskuddet komme fra en konto i ditt eget navn.</p>
<p>Du kan sette innskuddsgrenser for hvilken som helst periode i profilen din under <strong>Grenser</strong>.</p>`,
  },
  'tether-withdrawals': {
    title: 'Uttak i Tether (USDT) er åpnet',
    description:
      'Etter innskudd kan du nå også ta ut i Tether, uten gebyr og med behandling innen 24 timer.',
    content: `<p>Tether (USDT) har vært tilgjengelig for innskudd siden våren. Fra i dag kan du også ta ut i Tether til din egen lommebokadresse.</p>
<p>Uttak starter på 25 USDT og kan være opptil 4 000 USDT per forespørsel. Vi tar ikke gebyr, og forespørsler behandles innen 24 timer, de fleste mye raskere.</p>
<p>Sjekk nettverket til lommeboken din før du bekrefter: en overføring sendt over feil nettverk kan ikke hentes tilbake.</p>`,
  },
  'twelve-levels': {
    title: 'Tolv nivåer i lojalitetsprogrammet',
    description:
      'Lojalitetsprogrammet har nå tolv nivåer, hvert med sin egen sats for comp-poeng og egne belønninger.',
    content: `<p>Lojalitetsprogrammet vårt har vokst fra fem til tolv nivåer. Hver innsats med ekte penger tar deg videre, og hvert nytt nivå øker satsen du samler comp-poeng med.</p>
<p>Comp-poeng kan byttes mot penger, gratisspinn eller andre belønninger. Nivået ditt og fremgangen mot det neste vises i profilen din.</p>
<p>Spillere som hadde nådd et nivå før endringen, beholder det, og fremgangen teller mot de nye nivåene.</p>`,
  },
  'limits-in-profile': {
    title: 'Sett dine egne grenser i profilen',
    description:
      'Grenser for innskudd, tap, innsats og økter settes, senkes og fjernes nå på ett sted i profilen.',
    content: `<p>Alle grenser for ansvarlig spill ligger nå samlet i profilen din under <strong>Grenser</strong>: innskudds-, taps- og innsatsgrenser per dag, uke eller måned, og en tidsgrense per økt.</p>
<p>En lavere grense gjelder med en gang. En høyere grense, eller fjerning av en grense, trer i kraft etter en avkjølingsperiode, slik at beslutningen ikke tas i øyeblikkets hete.</p>
<p>Trenger du en lengre pause, kan du når som helst be om selvutestengelse via kundestøtte.</p>`,
  },
  'install-on-phone': {
    title: 'Croupier på startskjermen',
    description:
      'Legg til Croupier på mobilen som en app: fullskjerm, raskere oppstart og ingenting å laste ned fra en butikk.',
    content: `<p>Du kan nå legge Croupier til på startskjermen på mobilen eller nettbrettet. Den åpnes i fullskjerm som en app, starter raskere og holder deg innlogget.</p>
<ul>
<li><strong>Android:</strong> åpne nettstedet i Chrome og velg <em>Installer app</em> i menyen.</li>
<li><strong>iPhone og iPad:</strong> åpne nettstedet i Safari, trykk på Del og deretter <em>Legg til på Hjem-skjerm</em>.</li>
</ul>
<p>Ingenting lastes ned fra en appbutikk, og oppdateringer kommer av seg selv neste gang du åpner den.</p>`,
  },
  'evening-live-tables': {
    title: 'Flere livebord om kvelden',
    description:
      'Velvet Live åpner ekstra blackjack- og rulettbord mellom kl. 18.00 og 02.00 norsk tid.',
    content: `<p>Kveldene er travlest ved livebordene våre, så Velvet Live åpner ekstra blackjack- og rulettbord hver dag mellom kl. 18.00 og 02.00 norsk tid.</p>
<p>De nye bordene har lavere minsteinnsats og passer godt for å prøve livespill for første gang. Alle bordene ledes av profesjonelle dealere og strømmes i HD.</p>
<p>Du finner dem under <strong>Live</strong> i lobbyen.</p>`,
  },
};
