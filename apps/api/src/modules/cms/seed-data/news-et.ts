import type { NewsTexts } from './news-index.js';

export const newsEt: NewsTexts = {
  'aurora-studios-joins': {
    title: 'Aurora Studios toob uue slotimängude sarja',
    description:
      'Aurora Studiose mängud on nüüd fuajees: virmaliste teemad ja tasuta keerutuste voorud.',
    content: `<p>Tallinna mängustuudio Aurora Studios on liitunud Croupieri fuajeega. Esimene slotimängude sari räägib virmalistest, jäätunud järvedest ja talvepidudest ning tasuta keerutuste voorud võivad uuesti käivituda.</p>
<p>Iga Aurora Studiose mäng näitab mänguinfos oma mängijale tagastamise määra ja iga tulemus tuleb samast sertifitseeritud juhuslike arvude generaatorist kui kogu ülejäänud fuajee.</p>
<p>Mängud leiad jaotisest <strong>Tootjad</strong> ja kategooriast <strong>Uued</strong>. Enamikku saab proovida ka demorežiimis ilma sissemakseta.</p>`,
  },
  'winter-slots-cup': {
    title: 'Winter Slots Cup algab 1. detsembril',
    description:
      'Kolm nädalat slotiturniire ühise auhinnafondiga: iga keerutus turniirimängudes toob punkte.',
    content: `<p>Meie Winter Slots Cup kestab 1. kuni 21. detsembrini. Iga päris rahas keerutus turniirimängudes toob punkte ja edetabelit uuendatakse turniirilehel reaalajas.</p>
<h2>Kuidas see käib</h2>
<ul>
<li>Liitu turniirilehel: osalemine on tasuta.</li>
<li>Punktid sõltuvad panusest ja võidukordajast, nii et ka väikeste panustega saab edetabelis tõusta.</li>
<li>100 parimat mängijat jagavad auhinnafondi; auhinnad makstakse välja 24 tunni jooksul pärast lõppu.</li>
</ul>
<p>Täielikud reeglid koos mängude nimekirjaga on turniirilehel.</p>`,
  },
  'interac-deposits': {
    title: 'Interac-sissemaksed Kanada mängijatele',
    description:
      'Kanada mängijad saavad nüüd Interaciga otse internetipangast Kanada dollarites sissemakseid teha.',
    content: `<p>Kanada mängijad saavad nüüd teha sissemakseid Interac e-Transferiga. Vali kassas Interac, sisesta summa Kanada dollarites ja kinnita makse oma panga rakenduses või veebilehel.</p>
<p>Interac-sissemaksed on tasuta ja jõuavad tavaliselt kohale mõne minutiga. Nagu iga makseviisi puhul, peab sissemakse tulema sinu enda nimel olevalt kontolt.</p>
<p>Sissemaksepiiranguid mis tahes perioodiks saad seada oma profiilis jaotises <strong>Piirangud</strong>.</p>`,
  },
  'tether-withdrawals': {
    title: 'Väljamaksed Tetheris (USDT) on avatud',
    description:
      'Pärast sissemakseid on nüüd võimalikud ka väljamaksed Tetheris, tasuta ja kontrollitud 24 tunni jooksul.',
    content: `<p>Tether (USDT) on sissemakseteks olnud saadaval kevadest saati. Alates tänasest saad Tetheris ka raha välja võtta oma rahakoti aadressile.</p>
<p>Väljamaksed algavad 25 USDT-st ja ulatuvad kuni 4000 USDT-ni taotluse kohta. Me ei võta tasu ning taotlused vaadatakse läbi 24 tunni jooksul, enamik palju kiiremini.</p>
<p>Kontrolli enne kinnitamist oma rahakoti võrku: vale võrgu kaudu saadetud ülekannet ei saa tagasi.</p>`,
  },
  'twelve-levels': {
    title: 'Meie lojaalsusprogrammis on kaksteist taset',
    description:
      'Lojaalsusprogrammis on nüüd kaksteist taset, igaühel oma boonuspunktide määr ja preemiad.',
    content: `<p>Meie lojaalsusprogramm on kasvanud viielt tasemelt kaheteistkümnele. Iga päris rahas panus viib sind edasi ja iga uus tase tõstab määra, millega kogud boonuspunkte.</p>
<p>Boonuspunkte saab vahetada raha, tasuta keerutuste või muude preemiate vastu. Sinu praegune tase ja edenemine järgmiseni on näha profiilis.</p>
<p>Mängijad, kes olid enne muudatust mingi taseme saavutanud, jäävad sellele ja nende edenemine läheb uute tasemete arvesse.</p>`,
  },
  'limits-in-profile': {
    title: 'Sea profiilis oma piirangud',
    description:
      'Sissemakse-, kaotus-, panuse- ja seansipiiranguid saab nüüd seada, langetada ja eemaldada profiilis ühest kohast.',
    content: `<p>Kõik vastutustundliku mängimise piirangud on nüüd koos sinu profiilis jaotises <strong>Piirangud</strong>: sissemakse-, kaotus- ja panusepiirangud päevaks, nädalaks või kuuks ning seansi ajapiirang.</p>
<p>Madalam piirang hakkab kehtima kohe. Kõrgem piirang või piirangu eemaldamine jõustub pärast ooteaega, et otsust ei tehtaks hetke ajel.</p>
<p>Kui vajad pikemat pausi, saad igal ajal klienditoe kaudu taotleda enesevälistamist.</p>`,
  },
  'install-on-phone': {
    title: 'Croupier sinu avakuval',
    description:
      'Lisa Croupier telefoni rakendusena: täisekraan, kiirem käivitus ja midagi ei pea poest alla laadima.',
    content: `<p>Nüüd saad lisada Croupieri oma telefoni või tahvelarvuti avakuvale. See avaneb täisekraanil nagu rakendus, käivitub kiiremini ja hoiab sind sisselogituna.</p>
<ul>
<li><strong>Android:</strong> ava sait Chrome'is ja vali menüüst <em>Installi rakendus</em>.</li>
<li><strong>iPhone ja iPad:</strong> ava sait Safaris, puuduta Jaga ja seejärel <em>Lisa avakuvale</em>.</li>
</ul>
<p>Rakenduste poest ei laadita midagi alla ja uuendused saabuvad iseenesest järgmisel avamisel.</p>`,
  },
  'evening-live-tables': {
    title: 'Õhtuti rohkem live-laudu',
    description:
      'Velvet Live avab kella 19.00 ja 03.00 vahel Eesti aja järgi täiendavaid blackjacki- ja ruletilaudu.',
    content: `<p>Õhtud on meie live-laudades kõige rahvarohkemad, seepärast avab Velvet Live iga päev kella 19.00 ja 03.00 vahel Eesti aja järgi täiendavaid blackjacki- ja ruletilaudu.</p>
<p>Uutel laudadel on madalamad miinimumpanused, mis sobivad hästi live-mängude esmakordseks proovimiseks. Kõiki laudu juhivad professionaalsed diilerid ja neid edastatakse HD-kvaliteedis.</p>
<p>Leiad need fuajee jaotisest <strong>Live</strong>.</p>`,
  },
};
