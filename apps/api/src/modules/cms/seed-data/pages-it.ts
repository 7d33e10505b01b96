import type { PageTexts } from './page-index.js';

/** Pagine in italiano. */
export const pagesIt: PageTexts = {
  'about-us': {
    title: 'Chi siamo',
    description:
      'Chi gestisce Croupier, con quale licenza e che cosa promettiamo ai nostri giocatori.',
    keywords: 'chi siamo, Croupier, casinò online, licenza, operatore',
    content: `<h2>Chi siamo</h2>
<p>Croupier è un casinò online creato da un piccolo gruppo di giocatori, sviluppatori ed esperti di pagamenti che volevano una lobby veloce, pagamenti rapidi e regole spiegate con parole semplici.</p>
<p>Il casinò è gestito da Croupier Gaming N.V., registrata a Curaçao e autorizzata dalla Curaçao Gaming Authority. I giocatori in Estonia sono serviti da Croupier Baltic OÜ con licenza dell’Agenzia delle entrate e delle dogane estone.</p>
<h2>I nostri impegni</h2>
<ul>
<li>Giochi di studi indipendenti con percentuali di ritorno pubblicate e verificate.</li>
<li>Prelievi esaminati entro 24 ore, la maggior parte molto prima.</li>
<li>Limiti di deposito, perdita, puntata e sessione che imposti tu in qualsiasi momento.</li>
<li>Assistenza tramite modulo di contatto ed e-mail, con risposta via e-mail.</li>
</ul>
<p>Le domande sulla società possono essere inviate a <a href="mailto:support@croupier.com">support@croupier.com</a>.</p>`,
  },
  'terms-and-conditions': {
    title: 'Termini e condizioni',
    description: 'L’accordo tra te e Croupier: conto, depositi, prelievi, bonus e chiusura.',
    keywords: 'termini e condizioni, condizioni del casinò, regole del conto, prelievi',
    content: `<h2>1. Ambito</h2>
<p>Questi termini costituiscono l’accordo tra te e Croupier Gaming N.V. (Curaçao) quando apri un conto o giochi su questo sito. Registrandoti confermi di averli letti e accettati.</p>
<h2>2. Il tuo conto</h2>
<p>Devi avere almeno 18 anni, o di più se la legge locale lo richiede, e puoi avere un solo conto. I dati forniti devono essere veri e completi; prima di un prelievo possiamo chiedere documenti che provino identità, indirizzo e provenienza dei fondi.</p>
<h2>3. Depositi e prelievi</h2>
<p>I depositi devono provenire da metodi di pagamento intestati a te. I prelievi vengono pagati, quando possibile, sul metodo usato per il deposito. Esaminiamo le richieste di prelievo entro 24 ore; puoi annullare una richiesta finché è in attesa.</p>
<h2>4. Bonus</h2>
<p>Ogni bonus ha un proprio requisito di puntata, una puntata massima e una scadenza, mostrati prima che tu lo accetti. Le vincite ottenute con un bonus diventano prelevabili quando la puntata è completata. Le regole sono spiegate nella pagina sul saldo bonus.</p>
<h2>5. Paesi esclusi</h2>
<p>Non accettiamo giocatori da paesi in cui il gioco online ci è vietato, tra cui Stati Uniti, Regno Unito, Francia, Spagna e Paesi Bassi. Registrazione e accesso da questi paesi vengono rifiutati.</p>
<h2>6. Chiusura del conto</h2>
<p>Puoi chiudere il conto in qualsiasi momento tramite l’assistenza. Possiamo sospendere o chiudere un conto che viola questi termini, dopo aver pagato il saldo vinto correttamente.</p>
<h2>7. Reclami</h2>
<p>Scrivi prima all’assistenza. Se non risolviamo il reclamo entro 14 giorni, puoi rivolgerti alla Curaçao Gaming Authority.</p>`,
  },
  'terms-and-conditions/au': {
    title: 'Termini e condizioni per i giocatori in Australia',
    description: 'I termini di Croupier che si applicano ai giocatori che si trovano in Australia.',
    keywords: 'termini e condizioni, Australia, slot, condizioni del casinò',
    content: `<h2>1. Ambito</h2>
<p>Questi termini si applicano mentre giochi dall’Australia. Costituiscono l’accordo tra te e Croupier Gaming N.V., operatore con licenza di Curaçao, privo di licenza australiana.</p>
<h2>2. Il tuo conto</h2>
<p>Devi avere almeno 18 anni e un solo conto. Prima del primo prelievo verifichiamo identità e indirizzo; sono accettati patenti e passaporti australiani.</p>
<h2>3. Che cosa cambia per l’Australia</h2>
<ul>
<li>Alcuni giochi, promozioni e metodi di pagamento non sono offerti ai giocatori che si trovano in Australia.</li>
<li>Il saldo è tenuto in dollari australiani, a meno che tu non scelga un portafoglio in criptovaluta.</li>
<li>Alla prima visita confermi di capire che l’offerta è fornita dall’esterno dell’Australia.</li>
</ul>
<h2>4. Depositi, prelievi e bonus</h2>
<p>Le regole generali valgono senza modifiche: puntata, puntata massima e scadenza sono mostrate prima che tu accetti un’offerta.</p>
<h2>5. Aiuto per il gioco problematico</h2>
<p>Gambling Help Online offre aiuto gratuito e riservato al numero 1800 858 858, a qualsiasi ora.</p>`,
  },
  'terms-and-conditions/ee': {
    title: 'Termini e condizioni (licenza estone)',
    description: 'I termini di Croupier Baltic OÜ per i giocatori con licenza estone.',
    keywords: 'termini e condizioni, Estonia, licenza estone, condizioni del casinò',
    content: `<h2>1. L’operatore</h2>
<p>I giocatori registrati con la licenza estone giocano con Croupier Baltic OÜ, Tallinn, autorizzata dall’Agenzia delle entrate e delle dogane estone (licenza di operatore HKT000118, licenza di attività HKL000119).</p>
<h2>2. Età e identità</h2>
<p>Devi avere almeno 21 anni. Come richiede la legge estone, verifichiamo la tua identità prima che il primo deposito venga giocato.</p>
<h2>3. Informazioni sulla sessione</h2>
<p>Mentre sei connesso, il sito mostra da quanto dura la sessione. Puoi impostare limiti di deposito e di perdita giornalieri, settimanali e mensili; una riduzione vale subito, un aumento dopo un periodo di riflessione.</p>
<h2>4. Pagamenti</h2>
<p>Depositi e prelievi avvengono con carta bancaria e bonifico in euro. Le vincite sono pagate entro tre giorni lavorativi dalla verifica.</p>
<h2>5. Autoesclusione</h2>
<p>Puoi escluderti da tutto il gioco autorizzato in Estonia tramite il registro nazionale tenuto dall’Agenzia delle entrate e delle dogane estone.</p>
<h2>6. Reclami</h2>
<p>Scrivi prima all’assistenza; le controversie non risolte possono essere presentate all’Agenzia delle entrate e delle dogane estone o all’autorità per la tutela dei consumatori.</p>`,
  },
  'general-rules': {
    title: 'Regole generali delle scommesse',
    description: 'Come le scommesse sportive di Croupier vengono accettate, liquidate e annullate.',
    keywords: 'regole delle scommesse, scommesse sportive, liquidazione, scommesse annullate',
    content: `<h2>Accettazione delle scommesse</h2>
<p>Una scommessa è accettata quando compare nello storico con un numero di riferimento. Fino ad allora le quote possono cambiare; se cambiano mentre scommetti, ti chiediamo di confermare la nuova quota.</p>
<h2>Liquidazione</h2>
<p>Le scommesse sono liquidate sul risultato ufficiale al termine dei tempi regolamentari, recupero compreso, salvo diversa indicazione del mercato. Tempi supplementari e rigori contano solo nei mercati che li nominano.</p>
<h2>Scommesse annullate</h2>
<ul>
<li>Un evento sospeso e non completato entro 48 ore è nullo, salvo i mercati già decisi.</li>
<li>Un errore evidente di quota o di mercato viene corretto e la scommessa liquidata alla quota giusta o annullata.</li>
<li>Una selezione annullata in una multipla vale quota 1,00.</li>
</ul>
<h2>Limiti</h2>
<p>Puntate e vincite massime dipendono dallo sport e dal mercato e sono indicate sulla schedina. Dopo l’inizio di un evento si accettano scommesse solo nei mercati live.</p>`,
  },
  'privacy-policy': {
    title: 'Informativa sulla privacy',
    description:
      'Quali dati personali raccoglie Croupier, perché, per quanto li conserviamo e quali sono i tuoi diritti.',
    keywords: 'informativa privacy, dati personali, GDPR, protezione dei dati',
    content: `<h2>Titolare del trattamento</h2>
<p>Croupier Gaming N.V. è titolare dei dati personali che ci fornisci; per i giocatori con licenza estone lo è Croupier Baltic OÜ.</p>
<h2>Che cosa raccogliamo</h2>
<ul>
<li>Dati del conto: nome, data di nascita, indirizzo, e-mail, numero di telefono e valuta.</li>
<li>I documenti di verifica caricati e gli esiti dei controlli d’identità.</li>
<li>Transazioni, scommesse e round di gioco, e i limiti che imposti.</li>
<li>Dati tecnici: indirizzo IP, tipo di dispositivo e browser, usati per proteggere il conto e individuare frodi.</li>
</ul>
<h2>Perché li usiamo</h2>
<p>Per gestire il conto e pagare le vincite, adempiere agli obblighi antiriciclaggio e di licenza, proteggere i giocatori da frodi e danni e, solo con il tuo consenso, inviarti promozioni.</p>
<h2>Per quanto li conserviamo</h2>
<p>I dati del conto e delle transazioni sono conservati per cinque anni dalla chiusura del conto, come richiede la normativa antiriciclaggio. Puoi revocare il consenso al marketing in qualsiasi momento dal profilo.</p>
<h2>I tuoi diritti</h2>
<p>Puoi chiedere l’accesso, la rettifica o la cancellazione dei tuoi dati, oppure opporti al trattamento, scrivendo a <a href="mailto:privacy@croupier.com">privacy@croupier.com</a>. Rispondiamo entro un mese.</p>`,
  },
  'cookie-policy': {
    title: 'Informativa sui cookie',
    description: 'Quali cookie usa Croupier, a che cosa servono e come gestirli.',
    keywords: 'informativa cookie, cookie, tracciamento, consenso',
    content: `<h2>Che cosa sono i cookie</h2>
<p>I cookie sono piccoli file di testo che il browser conserva per un sito. Li usiamo per mantenerti connesso, ricordare le tue scelte e capire come viene usato il sito.</p>
<h2>I nostri cookie</h2>
<ul>
<li><strong>Necessari:</strong> la sessione, i controlli di sicurezza e la tua scelta sui cookie. Senza di essi il sito non funziona.</li>
<li><strong>Preferenze:</strong> la lingua e gli avvisi che hai chiuso.</li>
<li><strong>Attribuzione:</strong> il partner che ti ha indirizzato a noi (stag e affb_id, conservati 30 giorni) e i parametri delle campagne.</li>
<li><strong>Statistiche:</strong> misure anonime di velocità ed errori che ci aiutano a risolvere i problemi.</li>
</ul>
<h2>La tua scelta</h2>
<p>L’avviso resta visibile finché non lo accetti; la scelta è ricordata per un anno. Puoi cancellare i cookie dalle impostazioni del browser in qualsiasi momento, ma verrai disconnesso.</p>`,
  },
  awards: {
    title: 'Premi',
    description: 'Premi e nomination del settore ricevuti da Croupier dal 2022.',
    keywords: 'premi casinò, miglior casinò online, nomination',
    content: `<p>Ogni premio qui sotto è stato assegnato da una giuria del settore o dal voto dei giocatori. Indichiamo anno e categoria, così puoi vedere a che cosa si riferisce.</p>
<p>Grazie a tutti i giocatori che ci hanno votato, e agli studi e ai partner di pagamento che rendono la nostra lobby quella che è.</p>`,
  },
  'benefits-of-crypto': {
    title: 'I vantaggi di giocare con le criptovalute',
    description:
      'Perché depositare su Croupier con Bitcoin, Ethereum, Litecoin, Bitcoin Cash, Dogecoin o Tether.',
    keywords: 'casinò crypto, casinò bitcoin, ethereum, depositi USDT',
    content: `<h2>Depositi e prelievi veloci</h2>
<p>I depositi in criptovaluta sono accreditati appena la rete li conferma, di solito in pochi minuti. I prelievi partono appena approvati, senza aspettare i giorni lavorativi delle banche.</p>
<h2>Commissioni basse</h2>
<p>Non applichiamo commissioni su depositi e prelievi in criptovaluta; paghi solo la commissione di rete del tuo portafoglio.</p>
<h2>Monete accettate</h2>
<ul>
<li>Bitcoin (BTC), mostrato in µBTC: 1 µBTC è un milionesimo di bitcoin.</li>
<li>Ethereum (ETH) e Litecoin (LTC), mostrati in mETH e mLTC: un millesimo di moneta.</li>
<li>Bitcoin Cash (BCH), Dogecoin (DOGE) e Tether (USDT).</li>
</ul>
<h2>Da sapere</h2>
<p>Invia solo la moneta indicata sull’indirizzo di deposito e solo sulla rete mostrata. Depositi minimi: 0,0001 BTC o BCH, 0,01 ETH, LTC o DOGE e 20 USDT.</p>`,
  },
  'responsible-gaming': {
    title: 'Gioco responsabile',
    description:
      'Strumenti per mantenere il controllo: limiti, pause, autoesclusione e dove trovare aiuto.',
    keywords: 'gioco responsabile, limiti di deposito, autoesclusione, aiuto gioco',
    content: `<h2>Gioca per divertirti</h2>
<p>Il gioco deve essere un divertimento, mai un modo per guadagnare o per sfuggire ai problemi. Decidi prima quanto tempo e denaro puoi spendere e fermati quando raggiungi il limite.</p>
<h2>Limiti sotto il tuo controllo</h2>
<ul>
<li>Limiti di deposito, perdita e puntata giornalieri, settimanali o mensili.</li>
<li>Limiti di sessione che chiudono la sessione dopo il tempo scelto.</li>
<li>Una pausa da 24 ore a sei settimane.</li>
<li>Autoesclusione per sei mesi o più, non revocabile prima della scadenza.</li>
</ul>
<p>La riduzione di un limite vale subito. L’aumento o la rimozione vale dopo un periodo di riflessione e si conferma via e-mail.</p>
<h2>Segnali d’allarme</h2>
<p>Inseguire le perdite, chiedere prestiti per giocare, nascondere il gioco alle persone vicine o sentirsi irrequieti quando non si gioca sono segnali per fermarsi e parlarne con qualcuno.</p>
<h2>Dove trovare aiuto</h2>
<p>Il Telefono Verde Nazionale per le problematiche legate al gioco d’azzardo (800 558 822), Giocatori Anonimi e i servizi per le dipendenze della tua ASL offrono aiuto gratuito e riservato. La nostra assistenza può impostare limiti o chiudere il conto per te in qualsiasi momento.</p>`,
  },
  'bonus-balance': {
    title: 'Come funziona il saldo bonus',
    description:
      'Denaro reale, denaro bonus e requisiti di puntata su Croupier, spiegati con un esempio.',
    keywords: 'saldo bonus, requisito di puntata, saldo reale, prelevabile',
    content: `<h2>Due saldi</h2>
<p>Il tuo saldo ha due parti. Il saldo reale è il denaro depositato o vinto senza bonus e può essere prelevato in qualsiasi momento. Il saldo bonus diventa prelevabile solo dopo aver completato la puntata.</p>
<h2>La puntata</h2>
<p>Un bonus di 10 € con requisito 40x richiede 400 € di puntate prima di diventare denaro reale. L’avanzamento è mostrato nel menu del saldo come percentuale arrotondata per difetto.</p>
<h2>Un esempio</h2>
<p>Depositi 100 € e ricevi un bonus di 100 €. Il totale è 200 €, di cui 100 € prelevabili. Dopo 4.000 € di puntate, i fondi bonus rimanenti passano al saldo reale.</p>
<h2>Da ricordare</h2>
<ul>
<li>La puntata massima con un bonus attivo è indicata nelle sue condizioni.</li>
<li>Non tutti i giochi contano per intero; i giochi live e da tavolo di solito contano meno.</li>
<li>Annullare un bonus lo rimuove insieme alle vincite ottenute con esso.</li>
</ul>`,
  },
  support: {
    title: 'Assistenza',
    description:
      'Contatta l’assistenza di Croupier con il modulo di contatto o via e-mail; rispondiamo via e-mail.',
    keywords: 'assistenza casinò, contatti, modulo di contatto, aiuto',
    content: `<h2>Scrivici</h2>
<p>L’assistenza risponde via e-mail. Invia la tua domanda con il modulo di contatto e rispondiamo all’indirizzo che indichi; una conferma arriva subito nella tua casella di posta.</p>
<h2>Come contattarci</h2>
<ul>
<li>Modulo di contatto: il pulsante Assistenza nell’intestazione, oppure «Scrivi all’assistenza» nel menu.</li>
<li>E-mail: <a href="mailto:support@croupier.com">support@croupier.com</a>.</li>
</ul>
<h2>Prima di scrivere</h2>
<p>Molte risposte sono già nelle domande frequenti. Per un pagamento indica data, importo e metodo; per un gioco, il nome del gioco e l’ora del round.</p>`,
  },
  faq: {
    title: 'Domande frequenti',
    description: 'Risposte alle domande più comuni su conto, pagamenti, bonus e giochi.',
    keywords: 'FAQ, domande casinò, prelievi, verifica',
    content: `<h2>Quanto tempo richiede un prelievo?</h2>
<p>Esaminiamo i prelievi entro 24 ore. Le criptovalute arrivano pochi minuti dopo l’approvazione; carte e bonifici richiedono da uno a tre giorni lavorativi.</p>
<h2>Perché vi servono i miei documenti?</h2>
<p>La licenza ci obbliga a verificare chi sei e che sei maggiorenne prima di pagare. I documenti sono conservati cifrati e usati solo per i controlli.</p>
<h2>Posso giocare gratis?</h2>
<p>La maggior parte delle slot ha una modalità demo con crediti virtuali. I giochi live non hanno la demo.</p>
<h2>Ho dimenticato la password.</h2>
<p>Usa il link «Password dimenticata» nel modulo di accesso; riceverai via e-mail un link valido sei ore.</p>
<h2>Posso cambiare valuta?</h2>
<p>Puoi aprire un portafoglio in un’altra valuta dal menu del saldo e passare da un portafoglio all’altro in qualsiasi momento.</p>`,
  },
  'payment-methods': {
    title: 'Metodi di pagamento',
    description: 'Metodi di deposito e prelievo su Croupier, con limiti e tempi di elaborazione.',
    keywords: 'metodi di pagamento, depositi, prelievi, carte, criptovalute',
    content: `<h2>Carte</h2>
<p>I depositi con Visa e Mastercard sono immediati. I prelievi su carta richiedono da uno a tre giorni lavorativi dopo l’approvazione.</p>
<h2>Criptovalute</h2>
<p>Bitcoin, Ethereum, Litecoin, Bitcoin Cash, Dogecoin e Tether. I depositi sono accreditati dopo la conferma della rete; i prelievi partono pochi minuti dopo l’approvazione.</p>
<h2>Bonifico e portafogli elettronici</h2>
<p>I bonifici richiedono da uno a tre giorni lavorativi. Portafogli elettronici e voucher sono disponibili in alcuni paesi; la cassa mostra quelli che funzionano per te.</p>
<h2>Commissioni</h2>
<p>Non applichiamo commissioni su depositi o prelievi. La tua banca o il fornitore del portafoglio possono applicarne di proprie.</p>`,
  },
  'vip-terms': {
    title: 'Condizioni del club VIP',
    description: 'Come si ottiene, si mantiene e si premia lo status VIP su Croupier.',
    keywords: 'club VIP, condizioni VIP, fedeltà, cashback',
    content: `<h2>Ottenere uno status</h2>
<p>Gli status VIP (Bronzo, Argento, Oro, Platino e Diamante) si ottengono con depositi e puntate in un trimestre solare. I progressi sono mostrati nella pagina del club VIP.</p>
<h2>Mantenerlo</h2>
<p>Uno status dura fino alla fine del trimestre successivo a quello in cui è stato raggiunto. Il Diamante, una volta raggiunto, si mantiene per sempre.</p>
<h2>Premi</h2>
<ul>
<li>Cashback settimanale senza requisiti di puntata dal livello Oro in su.</li>
<li>Un manager personale raggiungibile via WhatsApp, Telegram ed e-mail.</li>
<li>Limiti di prelievo più alti e verifica prioritaria.</li>
</ul>
<p>Possiamo modificare o ritirare i vantaggi VIP con 30 giorni di preavviso e revocare uno status ottenuto abusando delle promozioni.</p>`,
  },
  'summer-cup-2024-rules': {
    title: 'Regolamento della Summer Cup 2024',
    description: 'Regolamento del torneo di slot Summer Cup 2024, ora concluso.',
    keywords: 'Summer Cup 2024, regolamento del torneo',
    content: `<p>La Summer Cup si è svolta dal 1° luglio al 31 agosto 2024. Ogni euro puntato sulle slot partecipanti valeva un punto e i 200 migliori giocatori si sono divisi un montepremi di 50.000 € senza requisiti di puntata.</p>
<p>Tutti i premi sono stati accreditati entro il 5 settembre 2024. La pagina è conservata solo come riferimento.</p>`,
  },
};
