import type { NewsTexts } from './news-index.js';

export const newsDe: NewsTexts = {
  'aurora-studios-joins': {
    title: 'Aurora Studios bringt eine neue Slot-Serie',
    description:
      'Der Katalog von Aurora Studios ist jetzt in der Lobby: Nordlicht-Themen und Freispielrunden.',
    content: `<p>Aurora Studios, ein Spielestudio aus Tallinn, ist neu in der Croupier-Lobby. Die erste Slot-Serie dreht sich um Nordlichter, zugefrorene Seen und Winterfeste, mit Freispielrunden, die erneut ausgelöst werden können.</p>
<p>Jedes Spiel von Aurora Studios zeigt seine Auszahlungsquote in den Spielinformationen, und jedes Ergebnis stammt aus demselben zertifizierten Zufallszahlengenerator wie der Rest unserer Lobby.</p>
<p>Sie finden die Spiele unter <strong>Anbieter</strong> und in der Kategorie <strong>Neu</strong>. Die meisten lassen sich auch im Demomodus ohne Einzahlung ausprobieren.</p>`,
  },
  'winter-slots-cup': {
    title: 'Der Winter Slots Cup beginnt am 1. Dezember',
    description:
      'Drei Wochen Slot-Turniere mit gemeinsamem Preispool: Jeder Spin in den Turnierspielen bringt Punkte.',
    content: `<p>Unser Winter Slots Cup läuft vom 1. bis 21. Dezember. Jeder Echtgeld-Spin in den Turnierspielen bringt Punkte, und die Rangliste wird auf der Turnierseite live aktualisiert.</p>
<h2>So funktioniert es</h2>
<ul>
<li>Melden Sie sich auf der Turnierseite an: Die Teilnahme ist kostenlos.</li>
<li>Die Punkte richten sich nach Einsatz und Gewinnmultiplikator, auch kleine Einsätze können also aufsteigen.</li>
<li>Die besten 100 Spieler teilen sich den Preispool; die Preise werden innerhalb von 24 Stunden nach Turnierende ausgezahlt.</li>
</ul>
<p>Die vollständigen Regeln und die Liste der Spiele finden Sie auf der Turnierseite.</p>`,
  },
  'interac-deposits': {
    title: 'Interac-Einzahlungen für Spieler in Kanada',
    description:
      'Spieler in Kanada können jetzt mit Interac direkt aus dem Online-Banking in kanadischen Dollar einzahlen.',
    content: `<p>Spieler in Kanada können jetzt per Interac e-Transfer einzahlen. Wählen Sie Interac in der Kasse, geben Sie den Betrag in kanadischen Dollar ein und bestätigen Sie die Zahlung in der App oder auf der Website Ihrer Bank.</p>
<p>Interac-Einzahlungen sind kostenlos und kommen meist innerhalb weniger Minuten an. Wie bei jeder Methode muss die Einzahlung von einem Konto auf Ihren eigenen Namen stammen.</p>
<p>Einzahlungslimits für jeden Zeitraum legen Sie in Ihrem Profil unter <strong>Limits</strong> fest.</p>`,
  },
  'tether-withdrawals': {
    title: 'Auszahlungen in Tether (USDT) sind möglich',
    description:
      'Nach den Einzahlungen gibt es jetzt auch Auszahlungen in Tether, ohne Gebühr und mit Prüfung innerhalb von 24 Stunden.',
    content: `<p>Tether (USDT) steht seit dem Frühjahr für Einzahlungen bereit. Ab heute können Sie auch in Tether an Ihre eigene Wallet-Adresse auszahlen.</p>
<p>Auszahlungen beginnen bei 25 USDT und reichen bis 4.000 USDT pro Antrag. Wir berechnen keine Gebühr, und Anträge werden innerhalb von 24 Stunden geprüft, die meisten deutlich schneller.</p>
<p>Bitte prüfen Sie vor dem Bestätigen das Netzwerk Ihrer Wallet: Eine über das falsche Netzwerk gesendete Überweisung lässt sich nicht zurückholen.</p>`,
  },
  'twelve-levels': {
    title: 'Zwölf Stufen in unserem Treueprogramm',
    description:
      'Das Treueprogramm hat jetzt zwölf Stufen, jede mit eigener Comp-Punkte-Rate und eigenen Belohnungen.',
    content: `<p>Unser Treueprogramm ist von fünf auf zwölf Stufen gewachsen. Jeder Echtgeld-Einsatz bringt Sie voran, und jede neue Stufe erhöht die Rate, mit der Sie Comp-Punkte sammeln.</p>
<p>Comp-Punkte lassen sich gegen Geld, Freispiele oder andere Belohnungen eintauschen. Ihre aktuelle Stufe und den Fortschritt zur nächsten sehen Sie in Ihrem Profil.</p>
<p>Wer vor der Umstellung eine Stufe erreicht hatte, behält sie, und der bisherige Fortschritt zählt für die neuen Stufen.</p>`,
  },
  'limits-in-profile': {
    title: 'Eigene Limits im Profil festlegen',
    description:
      'Einzahlungs-, Verlust-, Einsatz- und Sitzungslimits lassen sich jetzt an einer Stelle im Profil setzen, senken und aufheben.',
    content: `<p>Alle Limits für verantwortungsvolles Spielen finden Sie jetzt gemeinsam in Ihrem Profil unter <strong>Limits</strong>: Einzahlungs-, Verlust- und Einsatzlimits pro Tag, Woche oder Monat sowie ein Zeitlimit pro Sitzung.</p>
<p>Ein niedrigeres Limit gilt sofort. Ein höheres Limit oder das Aufheben eines Limits wird erst nach einer Wartezeit wirksam, damit die Entscheidung nicht im Eifer des Spiels fällt.</p>
<p>Wenn Sie eine längere Pause brauchen, können Sie jederzeit über den Support einen Selbstausschluss beantragen.</p>`,
  },
  'install-on-phone': {
    title: 'Croupier auf Ihrem Startbildschirm',
    description:
      'Fügen Sie Croupier als App zu Ihrem Handy hinzu: Vollbild, schnellerer Start und kein Download aus einem Store.',
    content: `<p>Sie können Croupier jetzt zum Startbildschirm Ihres Handys oder Tablets hinzufügen. Die Seite öffnet sich im Vollbild wie eine App, startet schneller und Sie bleiben angemeldet.</p>
<ul>
<li><strong>Android:</strong> Öffnen Sie die Seite in Chrome und wählen Sie im Menü <em>App installieren</em>.</li>
<li><strong>iPhone und iPad:</strong> Öffnen Sie die Seite in Safari, tippen Sie auf Teilen und dann auf <em>Zum Home-Bildschirm</em>.</li>
</ul>
<p>Aus keinem App-Store wird etwas heruntergeladen, und Aktualisierungen kommen beim nächsten Öffnen von selbst.</p>`,
  },
  'evening-live-tables': {
    title: 'Mehr Live-Tische am Abend',
    description:
      'Velvet Live öffnet zwischen 18:00 und 02:00 Uhr MEZ zusätzliche Blackjack- und Roulette-Tische.',
    content: `<p>Abends ist an unseren Live-Tischen am meisten los. Deshalb öffnet Velvet Live jeden Tag zwischen 18:00 und 02:00 Uhr MEZ zusätzliche Blackjack- und Roulette-Tische.</p>
<p>Die neuen Tische haben niedrigere Mindesteinsätze und eignen sich gut, um Live-Spiele zum ersten Mal auszuprobieren. Alle Tische werden von professionellen Dealern geleitet und in HD übertragen.</p>
<p>Sie finden sie im Bereich <strong>Live</strong> der Lobby.</p>`,
  },
};
