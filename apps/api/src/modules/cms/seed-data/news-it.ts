import type { NewsTexts } from './news-index.js';

export const newsIt: NewsTexts = {
  'aurora-studios-joins': {
    title: 'Aurora Studios porta una nuova serie di slot',
    description: 'Il catalogo di Aurora Studios è ora nella lobby: aurore boreali e giri gratuiti.',
    content: `<p>Aurora Studios, uno studio di giochi di Tallinn, è entrato nella lobby di Croupier. La sua prima serie di slot è ispirata alle aurore boreali, ai laghi ghiacciati e alle feste d’inverno, con giri gratuiti che si possono riattivare.</p>
<p>Ogni gioco di Aurora Studios mostra il ritorno al giocatore nelle informazioni del gioco, e ogni risultato proviene dallo stesso generatore di numeri casuali certificato del resto della nostra lobby.</p>
<p>Trovi i giochi in <strong>Provider</strong> e nella categoria <strong>Novità</strong>. La maggior parte si può provare anche in modalità demo, senza deposito.</p>`,
  },
  'winter-slots-cup': {
    title: 'La Winter Slots Cup parte il 1° dicembre',
    description:
      'Tre settimane di tornei di slot con un montepremi comune: ogni giro sui giochi del torneo vale punti.',
    content: `<p>La nostra Winter Slots Cup si gioca dal 1° al 21 dicembre. Ogni giro con denaro reale sui giochi del torneo vale punti, e la classifica si aggiorna in diretta sulla pagina del torneo.</p>
<h2>Come funziona</h2>
<ul>
<li>Iscriviti dalla pagina del torneo: partecipare è gratuito.</li>
<li>I punti dipendono dalla puntata e dal moltiplicatore di vincita, quindi anche le puntate piccole possono scalare la classifica.</li>
<li>I primi 100 giocatori si dividono il montepremi; i premi vengono pagati entro 24 ore dalla fine.</li>
</ul>
<p>Il regolamento completo, con l’elenco dei giochi, è sulla pagina del torneo.</p>`,
  },
  'interac-deposits': {
    title: 'Depositi Interac per i giocatori in Canada',
    description:
      'I giocatori in Canada possono ora depositare in dollari canadesi direttamente dall’home banking con Interac.',
    content: `<p>I giocatori in Canada possono ora depositare con Interac e-Transfer. Scegli Interac nella cassa, inserisci l’importo in dollari canadesi e conferma il pagamento nell’app o sul sito della tua banca.</p>
<p>I depositi Interac sono gratuiti e di solito arrivano in pochi minuti. Come per ogni metodo, i depositi devono provenire da un conto intestato a te.</p>
<p>Puoi impostare limiti di deposito per qualsiasi periodo nel tuo profilo, alla voce <strong>Limiti</strong>.</p>`,
  },
  'tether-withdrawals': {
    title: 'Prelievi in Tether (USDT) disponibili',
    description:
      'Dopo i depositi, ora anche i prelievi in Tether, senza commissioni e con verifica entro 24 ore.',
    content: `<p>Tether (USDT) è disponibile per i depositi dalla primavera. Da oggi puoi anche prelevare in Tether verso il tuo indirizzo di wallet.</p>
<p>I prelievi partono da 25 USDT e arrivano fino a 4.000 USDT per richiesta. Non applichiamo commissioni e le richieste vengono verificate entro 24 ore, quasi sempre molto prima.</p>
<p>Controlla la rete del tuo wallet prima di confermare: un trasferimento inviato sulla rete sbagliata non può essere recuperato.</p>`,
  },
  'twelve-levels': {
    title: 'Dodici livelli nel nostro programma fedeltà',
    description:
      'Il programma fedeltà ha ora dodici livelli, ognuno con il proprio tasso di punti comp e i propri premi.',
    content: `<p>Il nostro programma fedeltà passa da cinque a dodici livelli. Ogni puntata con denaro reale ti fa avanzare, e ogni nuovo livello aumenta il tasso con cui raccogli punti comp.</p>
<p>I punti comp si possono scambiare con denaro, giri gratuiti o altri premi. Il tuo livello attuale e i progressi verso il successivo sono nel tuo profilo.</p>
<p>Chi aveva raggiunto un livello prima del cambiamento lo mantiene, e i progressi già fatti contano per i nuovi livelli.</p>`,
  },
  'limits-in-profile': {
    title: 'Imposta i tuoi limiti nel profilo',
    description:
      'Limiti di deposito, perdita, puntata e sessione si impostano, riducono e rimuovono ora da un unico punto del profilo.',
    content: `<p>Tutti i limiti di gioco responsabile sono ora riuniti nel tuo profilo, alla voce <strong>Limiti</strong>: limiti di deposito, perdita e puntata per giorno, settimana o mese, e un limite di durata della sessione.</p>
<p>Un limite più basso vale subito. Un limite più alto, o la rimozione di un limite, ha effetto dopo un periodo di attesa, perché la decisione non venga presa d’impulso.</p>
<p>Se ti serve una pausa più lunga, puoi chiedere in qualsiasi momento l’autoesclusione tramite l’assistenza.</p>`,
  },
  'install-on-phone': {
    title: 'Croupier nella schermata Home',
    description:
      'Aggiungi Croupier al telefono come un’app: schermo intero, avvio più rapido e nessun download da uno store.',
    content: `<p>Ora puoi aggiungere Croupier alla schermata Home del tuo telefono o tablet. Si apre a schermo intero come un’app, si avvia più velocemente e mantiene l’accesso.</p>
<ul>
<li><strong>Android:</strong> apri il sito in Chrome e scegli <em>Installa app</em> dal menu.</li>
<li><strong>iPhone e iPad:</strong> apri il sito in Safari, tocca Condividi e poi <em>Aggiungi alla schermata Home</em>.</li>
</ul>
<p>Non si scarica nulla da uno store, e gli aggiornamenti arrivano da soli alla successiva apertura.</p>`,
  },
  'evening-live-tables': {
    title: 'Più tavoli live la sera',
    description:
      'Velvet Live apre tavoli extra di blackjack e roulette tra le 18:00 e le 02:00 CET.',
    content: `<p>La sera è il momento più affollato ai nostri tavoli live, per questo Velvet Live apre ogni giorno tavoli extra di blackjack e roulette tra le 18:00 e le 02:00 CET.</p>
<p>I nuovi tavoli hanno puntate minime più basse, ideali per provare i giochi live per la prima volta. Tutti i tavoli sono condotti da croupier professionisti e trasmessi in HD.</p>
<p>Li trovi nella sezione <strong>Live</strong> della lobby.</p>`,
  },
};
