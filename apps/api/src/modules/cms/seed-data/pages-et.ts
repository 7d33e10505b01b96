import type { PageTexts } from './page-index.js';

/** Eestikeelsed lehed. */
export const pagesEt: PageTexts = {
  'about-us': {
    title: 'Meist',
    description:
      'Kes haldab Croupierit, millise litsentsi alusel ja mida me oma mängijatele lubame.',
    keywords: 'meist, Croupier, online-kasiino, litsents, korraldaja',
    content: `<h2>Kes me oleme</h2>
<p>Croupier on online-kasiino, mille lõi väike meeskond mängijaid, arendajaid ja makseasjatundjaid, kes soovisid kiiresti laadivat lobby't, kiireid väljamakseid ja lihtsate sõnadega selgitatud reegleid.</p>
<p>Kasiinot haldab Curaçaol registreeritud Croupier Gaming N.V. Curaçao Gaming Authority litsentsi alusel. Eesti mängijaid teenindab Croupier Baltic OÜ Maksu- ja Tolliameti tegevusloa alusel.</p>
<h2>Mida me lubame</h2>
<ul>
<li>Sõltumatute stuudiote mänge, mille tagastusprotsendid on avaldatud ja testitud.</li>
<li>Väljamaksetaotlused vaadatakse läbi 24 tunni jooksul, enamik palju kiiremini.</li>
<li>Sissemakse-, kaotus-, panuse- ja seansilimiidid, mille saad ise igal ajal määrata.</li>
<li>Klienditugi kontaktivormi ja e-posti teel, vastus e-postiga.</li>
</ul>
<p>Ettevõtet puudutavad küsimused saada aadressil <a href="mailto:support@croupier.com">support@croupier.com</a>.</p>`,
  },
  'terms-and-conditions': {
    title: 'Tingimused',
    description:
      'Sinu ja Croupieri vaheline kokkulepe: konto, sissemaksed, väljamaksed, boonused ja konto sulgemine.',
    keywords: 'tingimused, kasiino tingimused, konto reeglid, väljamaksed',
    content: `<h2>1. Kohaldamisala</h2>
<p>Need tingimused on sinu ja Croupier Gaming N.V. (Curaçao) vaheline kokkulepe, kui avad konto või mängid sellel lehel. Registreerudes kinnitad, et oled tingimused läbi lugenud ja nõustud nendega.</p>
<h2>2. Sinu konto</h2>
<p>Pead olema vähemalt 18-aastane või vanem, kui kohalik seadus seda nõuab, ja sul võib olla ainult üks konto. Esitatud andmed peavad olema tõesed ja täielikud; enne väljamakset võime küsida dokumente, mis tõendavad sinu isikut, aadressi ja raha päritolu.</p>
<h2>3. Sissemaksed ja väljamaksed</h2>
<p>Sissemaksed peavad tulema sinu nimel olevatest makseviisidest. Väljamaksed tehakse võimaluse korral samale makseviisile, millega sissemakse tehti. Vaatame väljamaksetaotlused läbi 24 tunni jooksul; ootel taotluse saad ise tühistada.</p>
<h2>4. Boonused</h2>
<p>Igal boonusel on oma panustamisnõue, maksimaalne panus ja aegumistähtaeg, mis kuvatakse enne nõustumist. Boonusega võidetud raha saab välja võtta, kui panustamisnõue on täidetud. Reegleid selgitab boonussaldo leht.</p>
<h2>5. Piiratud riigid</h2>
<p>Me ei võta vastu mängijaid riikidest, kus online-hasartmängud on meile keelatud, sealhulgas Ameerika Ühendriigid, Ühendkuningriik, Prantsusmaa, Hispaania ja Madalmaad. Registreerumine ja sisselogimine neist riikidest lükatakse tagasi.</p>
<h2>6. Konto sulgemine</h2>
<p>Saad konto igal ajal klienditoe kaudu sulgeda. Võime peatada või sulgeda konto, mis rikub neid tingimusi, olles enne välja maksnud ausalt võidetud saldo.</p>
<h2>7. Kaebused</h2>
<p>Kirjuta esmalt klienditoele. Kui me ei lahenda kaebust 14 päeva jooksul, võid pöörduda Curaçao Gaming Authority poole.</p>`,
  },
  'terms-and-conditions/au': {
    title: 'Tingimused Austraalias asuvatele mängijatele',
    description: 'Croupieri tingimused, mis kehtivad Austraalias asuvatele mängijatele.',
    keywords: 'tingimused, Austraalia, slotid, kasiino tingimused',
    content: `<h2>1. Kohaldamisala</h2>
<p>Need tingimused kehtivad, kui mängid Austraaliast. Need on sinu ja Croupier Gaming N.V. vaheline kokkulepe; ettevõttel on Curaçao litsents, kuid puudub Austraalia litsents.</p>
<h2>2. Sinu konto</h2>
<p>Pead olema vähemalt 18-aastane ja sul võib olla ainult üks konto. Enne esimest väljamakset kontrollime isikut ja aadressi; Austraalia juhilubasid ja passe aktsepteeritakse.</p>
<h2>3. Mis on Austraalia puhul teisiti</h2>
<ul>
<li>Mõned mängud, kampaaniad ja makseviisid ei ole Austraalias asuvatele mängijatele saadaval.</li>
<li>Saldot peetakse Austraalia dollarites, kui sa ei vali krüptorahakotti.</li>
<li>Esimesel külastusel kinnitad, et saad aru, et teenust pakutakse väljastpoolt Austraaliat.</li>
</ul>
<h2>4. Sissemaksed, väljamaksed ja boonused</h2>
<p>Üldreeglid kehtivad muutmata kujul: panustamisnõue, maksimaalne panus ja aegumine kuvatakse enne pakkumisega nõustumist.</p>
<h2>5. Abi mänguprobleemide korral</h2>
<p>Gambling Help Online pakub tasuta ja konfidentsiaalset abi numbril 1800 858 858 igal kellaajal.</p>`,
  },
  'terms-and-conditions/ee': {
    title: 'Tingimused (Eesti tegevusluba)',
    description: 'Croupier Baltic OÜ tingimused Eesti tegevusloa alusel mängivatele mängijatele.',
    keywords: 'tingimused, Eesti, Eesti tegevusluba, kasiino tingimused',
    content: `<h2>1. Korraldaja</h2>
<p>Eesti tegevusloa alusel registreeritud mängijad mängivad Croupier Baltic OÜ juures (Tallinn), kellel on Maksu- ja Tolliameti korraldajaluba HKT000118 ja tegevusluba HKL000119.</p>
<h2>2. Vanus ja isik</h2>
<p>Pead olema vähemalt 21-aastane. Nagu Eesti seadus nõuab, tuvastame sinu isiku enne, kui esimest sissemakset mängitakse.</p>
<h2>3. Seansi teave</h2>
<p>Sisselogituna näitab leht, kui kaua seanss on kestnud. Saad määrata päeva-, nädala- ja kuupõhised sissemakse- ja kaotuslimiidid; limiidi vähendamine kehtib kohe, suurendamine pärast ooteaega.</p>
<h2>4. Maksed</h2>
<p>Sisse- ja väljamakseid saab teha pangakaardi ja pangaülekandega eurodes. Võidud makstakse välja kolme tööpäeva jooksul pärast kontrolli.</p>
<h2>5. Enesevälistamine</h2>
<p>Saad end välistada kõigist Eestis lubatud hasartmängudest Maksu- ja Tolliameti peetava riikliku registri kaudu.</p>
<h2>6. Kaebused</h2>
<p>Kirjuta esmalt klienditoele; lahendamata vaidlused saab esitada Maksu- ja Tolliametile või Tarbijakaitse ja Tehnilise Järelevalve Ametile.</p>`,
  },
  'general-rules': {
    title: 'Kihlvedude üldreeglid',
    description:
      'Kuidas Croupieri spordiennustuses panuseid vastu võetakse, arveldatakse ja tühistatakse.',
    keywords: 'kihlveoreeglid, spordiennustus, arveldamine, tühistatud panused',
    content: `<h2>Panuste vastuvõtmine</h2>
<p>Panus on vastu võetud, kui see ilmub viitenumbriga sinu panuste ajalukku. Seni võivad koefitsiendid muutuda; kui need muutuvad panustamise ajal, palume uue koefitsiendi kinnitada.</p>
<h2>Arveldamine</h2>
<p>Panused arveldatakse ametliku tulemuse järgi normaalaja lõpus koos lisaajaga, kui turg ei ütle teisiti. Lisaaeg ja penaltiseeria lähevad arvesse ainult turgudel, mis neid nimetavad.</p>
<h2>Tühistatud panused</h2>
<ul>
<li>Katkestatud sündmus, mida ei lõpetata 48 tunni jooksul, tühistatakse, välja arvatud juba otsustatud turud.</li>
<li>Ilmne viga koefitsiendis või turul parandatakse ning panus arveldatakse õige koefitsiendiga või tühistatakse.</li>
<li>Tühistatud valik kombineeritud panuses arvestatakse koefitsiendiga 1,00.</li>
</ul>
<h2>Limiidid</h2>
<p>Maksimaalsed panused ja võidud sõltuvad spordialast ja turust ning on näha piletil. Pärast sündmuse algust võetakse panuseid vastu ainult live-turgudel.</p>`,
  },
  'privacy-policy': {
    title: 'Privaatsuspoliitika',
    description:
      'Milliseid isikuandmeid Croupier kogub, miks, kui kaua neid hoiame ja millised on sinu õigused.',
    keywords: 'privaatsuspoliitika, isikuandmed, isikuandmete kaitse üldmäärus, andmekaitse',
    content: `<h2>Vastutav töötleja</h2>
<p>Sinu esitatud isikuandmete vastutav töötleja on Croupier Gaming N.V.; Eesti tegevusloa alusel mängivate mängijate puhul Croupier Baltic OÜ.</p>
<h2>Mida me kogume</h2>
<ul>
<li>Konto andmed: nimi, sünniaeg, aadress, e-post, telefoninumber ja valuuta.</li>
<li>Üles laaditud tuvastamisdokumendid ja isikukontrollide tulemused.</li>
<li>Tehingud, panused ja mänguvoorud ning sinu määratud limiidid.</li>
<li>Tehnilised andmed: IP-aadress, seadme tüüp ja brauser, et kaitsta kontot ja avastada pettusi.</li>
</ul>
<h2>Miks me neid kasutame</h2>
<p>Et hallata sinu kontot ja maksta välja võite, täita rahapesu tõkestamise ja tegevusloa kohustusi, kaitsta mängijaid pettuste ja kahju eest ning ainult sinu nõusolekul saata sulle pakkumisi.</p>
<h2>Kui kaua me neid hoiame</h2>
<p>Konto- ja tehinguandmeid hoitakse viis aastat pärast konto sulgemist, nagu rahapesu tõkestamise seadus nõuab. Turundusnõusoleku saad profiilis igal ajal tagasi võtta.</p>
<h2>Sinu õigused</h2>
<p>Võid taotleda oma andmetega tutvumist, nende parandamist või kustutamist või esitada töötlemise suhtes vastuväite, kirjutades aadressil <a href="mailto:privacy@croupier.com">privacy@croupier.com</a>. Vastame ühe kuu jooksul.</p>`,
  },
  'cookie-policy': {
    title: 'Küpsiste kasutamise põhimõtted',
    description: 'Milliseid küpsiseid Croupier kasutab, milleks need on ja kuidas neid hallata.',
    keywords: 'küpsised, küpsiste põhimõtted, jälgimine, nõusolek',
    content: `<h2>Mis on küpsised</h2>
<p>Küpsised on väikesed tekstifailid, mida brauser lehe jaoks salvestab. Kasutame neid, et hoida sind sisselogituna, jätta meelde sinu valikud ja mõista, kuidas lehte kasutatakse.</p>
<h2>Meie küpsised</h2>
<ul>
<li><strong>Vajalikud:</strong> sinu seanss, turvakontrollid ja sinu küpsiste valik. Ilma nendeta leht ei tööta.</li>
<li><strong>Eelistused:</strong> sinu keel ja teated, mille oled sulgenud.</li>
<li><strong>Suunamine:</strong> partner, kes sind meie juurde suunas (stag ja affb_id, säilitatakse 30 päeva), ning kampaania parameetrid.</li>
<li><strong>Analüüs:</strong> anonüümsed kiiruse ja vigade mõõtmised, mis aitavad meil probleeme parandada.</li>
</ul>
<h2>Sinu valik</h2>
<p>Teade on nähtav, kuni sa sellega nõustud; valik jäetakse meelde üheks aastaks. Küpsiseid saad igal ajal brauseri seadetes kustutada, kuid siis logitakse sind välja.</p>`,
  },
  awards: {
    title: 'Auhinnad',
    description:
      'Valdkonna auhinnad ja nominatsioonid, mille Croupier on saanud alates 2022. aastast.',
    keywords: 'kasiino auhinnad, parim online-kasiino, nominatsioonid',
    content: `<p>Iga allolev auhind on välja antud valdkonna žürii või mängijate hääletuse põhjal. Toome välja aasta ja kategooria, et näeksid, mille eest see anti.</p>
<p>Aitäh kõigile mängijatele, kes meie poolt hääletasid, ning stuudiotele ja maksepartneritele, kes teevad meie lobby selliseks, nagu see on.</p>`,
  },
  'benefits-of-crypto': {
    title: 'Krüptorahaga mängimise eelised',
    description:
      'Miks teha Croupieris sissemakseid Bitcoini, Ethereumi, Litecoini, Bitcoin Cashi, Dogecoini või Tetheriga.',
    keywords: 'krüptokasiino, bitcoini kasiino, ethereum, USDT sissemaksed',
    content: `<h2>Kiired sisse- ja väljamaksed</h2>
<p>Krüptosissemaksed kantakse kontole kohe, kui võrk need kinnitab, tavaliselt mõne minutiga. Väljamaksed saadetakse pärast kinnitamist, ilma pankade tööpäevi ootamata.</p>
<h2>Madalad tasud</h2>
<p>Me ei võta krüptosisse- ega -väljamaksetelt tasu; maksad ainult oma rahakoti võrgutasu.</p>
<h2>Aktsepteeritavad mündid</h2>
<ul>
<li>Bitcoin (BTC), kuvatakse µBTC-des: 1 µBTC on üks miljondik bitcoini.</li>
<li>Ethereum (ETH) ja Litecoin (LTC), kuvatakse mETH-des ja mLTC-des: üks tuhandik mündist.</li>
<li>Bitcoin Cash (BCH), Dogecoin (DOGE) ja Tether (USDT).</li>
</ul>
<h2>Hea teada</h2>
<p>Saada ainult sissemakse aadressil märgitud münti ja ainult näidatud võrgus. Minimaalsed sissemaksed: 0,0001 BTC või BCH, 0,01 ETH, LTC või DOGE ning 20 USDT.</p>`,
  },
  'responsible-gaming': {
    title: 'Vastutustundlik mängimine',
    description:
      'Tööriistad, mis aitavad mängu kontrolli all hoida: limiidid, pausid, enesevälistamine ja abi.',
    keywords: 'vastutustundlik mängimine, sissemakselimiit, enesevälistamine, mängusõltuvuse abi',
    content: `<h2>Mängi lõbu pärast</h2>
<p>Hasartmäng peab olema meelelahutus, mitte viis raha teenida või probleemide eest põgeneda. Otsusta ette, kui palju aega ja raha kulutad, ning lõpeta, kui piir on käes.</p>
<h2>Limiidid sinu käes</h2>
<ul>
<li>Päeva-, nädala- või kuupõhised sissemakse-, kaotus- ja panuselimiidid.</li>
<li>Seansilimiidid, mis lõpetavad seansi sinu valitud aja järel.</li>
<li>Paus 24 tunnist kuni kuue nädalani.</li>
<li>Enesevälistamine kuueks kuuks või kauemaks, mida ei saa enne tähtaega tühistada.</li>
</ul>
<p>Limiidi vähendamine kehtib kohe. Suurendamine või eemaldamine kehtib pärast ooteaega ja kinnitatakse e-posti teel.</p>
<h2>Ohumärgid</h2>
<p>Kaotuste tagasi võitmine, mängimiseks laenamine, mängimise varjamine lähedaste eest või rahutus, kui sa ei mängi, on märgid, et on aeg teha paus ja kellegagi rääkida.</p>
<h2>Kust abi saada</h2>
<p>Tasuta ja konfidentsiaalset abi pakuvad Anonüümsed Hasartmängurid ning Tervise Arengu Instituudi sõltuvusnõustamine. Meie klienditugi saab igal ajal sulle limiidid seada või konto sulgeda.</p>`,
  },
  'bonus-balance': {
    title: 'Kuidas boonussaldo toimib',
    description: 'Päris raha, boonusraha ja panustamisnõuded Croupieris näite abil selgitatuna.',
    keywords: 'boonussaldo, panustamisnõue, päris saldo, väljavõetav',
    content: `<h2>Kaks saldot</h2>
<p>Sinu saldo koosneb kahest osast. Päris saldo on raha, mille oled sisse maksnud või ilma boonuseta võitnud, ja selle saad igal ajal välja võtta. Boonussaldo muutub väljavõetavaks alles pärast panustamisnõude täitmist.</p>
<h2>Panustamine</h2>
<p>10 € boonus 40-kordse panustamisnõudega nõuab 400 € ulatuses panuseid, enne kui sellest saab päris raha. Edenemist näeb saldomenüüs allapoole ümardatud protsendina.</p>
<h2>Näide</h2>
<p>Teed 100 € sissemakse ja saad 100 € boonust. Kokku on sul 200 €, millest 100 € saab välja võtta. Pärast 4000 € ulatuses panuseid liigub ülejäänud boonusraha päris saldole.</p>
<h2>Pea meeles</h2>
<ul>
<li>Maksimaalne panus aktiivse boonuse ajal on kirjas selle tingimustes.</li>
<li>Kõik mängud ei lähe panustamisse täies ulatuses arvesse; live- ja lauamängud tavaliselt vähem.</li>
<li>Boonuse tühistamisel kaovad nii boonus kui ka sellega saadud võidud.</li>
</ul>`,
  },
  support: {
    title: 'Klienditugi',
    description:
      'Võta Croupieri klienditoega ühendust kontaktivormi või e-posti teel; vastame e-posti teel.',
    keywords: 'kasiino klienditugi, kontakt, kontaktivorm, abi',
    content: `<h2>Kirjuta meile</h2>
<p>Klienditugi vastab e-posti teel. Saada oma küsimus kontaktivormiga ja me vastame sinu antud aadressile; kinnitus jõuab su postkasti kohe.</p>
<h2>Kuidas meiega ühendust võtta</h2>
<ul>
<li>Kontaktivorm: klienditoe nupp lehe päises või menüüs „Kirjuta klienditoele“.</li>
<li>E-post: <a href="mailto:support@croupier.com">support@croupier.com</a>.</li>
</ul>
<h2>Enne kirjutamist</h2>
<p>Paljud vastused on juba korduma kippuvates küsimustes. Makse kohta kirjutades lisa kuupäev, summa ja makseviis; mängu kohta mängu nimi ja vooru kellaaeg.</p>`,
  },
  faq: {
    title: 'Korduma kippuvad küsimused',
    description:
      'Vastused mängijate levinumatele küsimustele konto, maksete, boonuste ja mängude kohta.',
    keywords: 'KKK, kasiino küsimused, väljamaksed, tuvastamine',
    content: `<h2>Kui kaua väljamakse aega võtab?</h2>
<p>Vaatame väljamaksed läbi 24 tunni jooksul. Krüptoraha jõuab kohale mõni minut pärast kinnitamist; kaardid ja pangaülekanded võtavad üks kuni kolm tööpäeva.</p>
<h2>Miks te minu dokumente vajate?</h2>
<p>Tegevusluba kohustab meid enne väljamakset kontrollima sinu isikut ja täisealisust. Dokumente hoitakse krüpteeritult ja kasutatakse ainult kontrolliks.</p>
<h2>Kas saan tasuta mängida?</h2>
<p>Enamikul slotidel on virtuaalsete krediitidega demorežiim. Live-mängudel demot ei ole.</p>
<h2>Unustasin parooli.</h2>
<p>Kasuta sisselogimisvormi linki „Unustasid parooli?“; saad e-posti teel lingi, mis kehtib kuus tundi.</p>
<h2>Kas saan valuutat vahetada?</h2>
<p>Saldomenüüst saad avada rahakoti teises valuutas ja rahakottide vahel igal ajal vahetada.</p>`,
  },
  'payment-methods': {
    title: 'Makseviisid',
    description: 'Croupieri sisse- ja väljamakseviisid koos limiitide ja töötlemisaegadega.',
    keywords: 'makseviisid, sissemaksed, väljamaksed, kaardid, krüptoraha',
    content: `<h2>Kaardid</h2>
<p>Visa ja Mastercardi sissemaksed laekuvad kohe. Väljamaksed kaardile võtavad pärast kinnitamist üks kuni kolm tööpäeva.</p>
<h2>Krüptoraha</h2>
<p>Bitcoin, Ethereum, Litecoin, Bitcoin Cash, Dogecoin ja Tether. Sissemaksed kantakse kontole pärast võrgu kinnitust; väljamaksed saadetakse mõni minut pärast kinnitamist.</p>
<h2>Pangaülekanne ja e-rahakotid</h2>
<p>Pangaülekanded võtavad üks kuni kolm tööpäeva. E-rahakotid ja vautšerid on saadaval mõnes riigis; kassa näitab sulle sobivaid makseviise.</p>
<h2>Tasud</h2>
<p>Me ei võta sisse- ega väljamaksetelt tasu. Sinu pank või rahakoti pakkuja võib võtta oma tasu.</p>`,
  },
  'vip-terms': {
    title: 'VIP-klubi tingimused',
    description: 'Kuidas Croupieris VIP-staatust saavutada, hoida ja selle eest preemiaid saada.',
    keywords: 'VIP-klubi, VIP-tingimused, lojaalsus, raha tagasi',
    content: `<h2>Staatuse saavutamine</h2>
<p>VIP-staatused (pronks, hõbe, kuld, plaatina ja teemant) saavutatakse kalendrikvartali sissemaksete ja panustega. Edenemist näeb VIP-klubi lehel.</p>
<h2>Staatuse hoidmine</h2>
<p>Staatus kehtib selle kvartali lõpuni, mis järgneb kvartalile, mil see saavutati. Teemantstaatus jääb pärast saavutamist kehtima eluks ajaks.</p>
<h2>Preemiad</h2>
<ul>
<li>Iganädalane raha tagasi ilma panustamisnõudeta alates kuldstaatusest.</li>
<li>Isiklik haldur, kellega saab ühendust WhatsAppi, Telegrami ja e-posti teel.</li>
<li>Kõrgemad väljamaksete limiidid ja eelisjärjekorras kontroll.</li>
</ul>
<p>Võime VIP-eeliseid 30-päevase etteteatamisega muuta või lõpetada ning tühistada kampaaniate kuritarvitamisega saadud staatuse.</p>`,
  },
  'summer-cup-2024-rules': {
    title: 'Summer Cup 2024 reeglid',
    description: 'Lõppenud slotiturniiri Summer Cup 2024 reeglid.',
    keywords: 'Summer Cup 2024, turniiri reeglid',
    content: `<p>Summer Cup toimus 1. juulist 31. augustini 2024. Iga osalevatel slotidel panustatud euro andis ühe punkti ning 200 parimat mängijat jagasid 50 000 € auhinnafondi ilma panustamisnõudeta.</p>
<p>Kõik auhinnad kanti kontodele hiljemalt 5. septembriks 2024. Seda lehte hoitakse alles ainult viitena.</p>`,
  },
};
