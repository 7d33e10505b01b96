import type { PageTexts } from './page-index.js';

/** Deutsche Seiten. */
export const pagesDe: PageTexts = {
  'about-us': {
    title: 'Über Croupier',
    description:
      'Wer Croupier betreibt, wie wir lizenziert sind und was wir unseren Spielern versprechen.',
    keywords: 'über Croupier, Online-Casino, Lizenz, Betreiber',
    content: `<h2>Wer wir sind</h2>
<p>Croupier ist ein Online-Casino, gebaut von einem kleinen Team aus Spielern, Entwicklern und Zahlungsexperten, die eine Lobby wollten, die schnell lädt, zügig auszahlt und ihre Regeln in klaren Worten erklärt.</p>
<p>Das Casino wird von der Croupier Gaming N.V. mit Sitz in Curaçao betrieben und ist von der Curaçao Gaming Authority lizenziert. Spieler in Estland werden von der Croupier Baltic OÜ mit einer Lizenz des Estnischen Steuer- und Zollamts betreut.</p>
<h2>Was wir versprechen</h2>
<ul>
<li>Spiele unabhängiger Studios, deren Auszahlungsquoten veröffentlicht und geprüft sind.</li>
<li>Auszahlungen werden innerhalb von 24 Stunden geprüft, die meisten deutlich schneller.</li>
<li>Einzahlungs-, Verlust-, Einsatz- und Sitzungslimits, die Sie jederzeit selbst festlegen.</li>
<li>Support über Kontaktformular und E-Mail, Antwort per E-Mail.</li>
</ul>
<p>Fragen zum Unternehmen senden Sie bitte an <a href="mailto:support@croupier.com">support@croupier.com</a>.</p>`,
  },
  'terms-and-conditions': {
    title: 'Allgemeine Geschäftsbedingungen',
    description:
      'Die Vereinbarung zwischen Ihnen und Croupier: Konto, Einzahlungen, Auszahlungen, Boni und Kontoschließung.',
    keywords: 'AGB, Casino-Bedingungen, Kontoregeln, Auszahlungen',
    content: `<h2>1. Geltungsbereich</h2>
<p>Diese Bedingungen bilden die Vereinbarung zwischen Ihnen und der Croupier Gaming N.V. (Curaçao), sobald Sie ein Konto eröffnen oder auf dieser Website spielen. Mit der Registrierung bestätigen Sie, dass Sie sie gelesen haben und akzeptieren.</p>
<h2>2. Ihr Konto</h2>
<p>Sie müssen mindestens 18 Jahre alt sein, oder älter, wenn das örtliche Recht es verlangt, und dürfen nur ein Konto führen. Ihre Angaben müssen wahr und vollständig sein; vor einer Auszahlung können wir Nachweise Ihrer Identität, Ihrer Adresse und der Herkunft Ihrer Mittel anfordern.</p>
<h2>3. Einzahlungen und Auszahlungen</h2>
<p>Einzahlungen müssen von Zahlungsmitteln auf Ihren eigenen Namen stammen. Auszahlungen erfolgen nach Möglichkeit an die Methode der Einzahlung. Wir prüfen Auszahlungsanträge innerhalb von 24 Stunden; solange ein Antrag offen ist, können Sie ihn zurückziehen.</p>
<h2>4. Boni</h2>
<p>Jeder Bonus hat eigene Umsatzbedingungen, einen Höchsteinsatz und ein Ablaufdatum, die vor der Annahme angezeigt werden. Mit einem Bonus erzielte Gewinne werden auszahlbar, sobald der Umsatz erfüllt ist. Die Bonusregeln erklärt die Seite zum Bonusguthaben.</p>
<h2>5. Ausgeschlossene Länder</h2>
<p>Wir nehmen keine Spieler aus Ländern an, in denen uns Online-Glücksspiel untersagt ist, darunter die Vereinigten Staaten, das Vereinigte Königreich, Frankreich, Spanien und die Niederlande. Registrierung und Anmeldung aus diesen Ländern werden abgelehnt.</p>
<h2>6. Kontoschließung</h2>
<p>Sie können Ihr Konto jederzeit über den Support schließen. Wir können ein Konto sperren oder schließen, das gegen diese Bedingungen verstößt, nachdem rechtmäßig erzielte Guthaben ausgezahlt wurden.</p>
<h2>7. Beschwerden</h2>
<p>Wenden Sie sich zuerst an den Support. Können wir Ihre Beschwerde nicht innerhalb von 14 Tagen lösen, können Sie sie an die Curaçao Gaming Authority richten.</p>`,
  },
  'terms-and-conditions/au': {
    title: 'Allgemeine Geschäftsbedingungen für Spieler in Australien',
    description:
      'Die Bedingungen von Croupier, die für Spieler mit Aufenthalt in Australien gelten.',
    keywords: 'AGB, Australien, Pokies, Casino-Bedingungen',
    content: `<h2>1. Geltungsbereich</h2>
<p>Diese Bedingungen gelten, solange Sie von Australien aus spielen. Sie bilden die Vereinbarung zwischen Ihnen und der Croupier Gaming N.V., einem in Curaçao lizenzierten Betreiber ohne australische Lizenz.</p>
<h2>2. Ihr Konto</h2>
<p>Sie müssen mindestens 18 Jahre alt sein und dürfen nur ein Konto führen. Vor der ersten Auszahlung prüfen wir Identität und Adresse; australische Führerscheine und Reisepässe werden akzeptiert.</p>
<h2>3. Besonderheiten für Australien</h2>
<ul>
<li>Einige Spiele, Aktionen und Zahlungsmethoden werden Spielern in Australien nicht angeboten.</li>
<li>Guthaben werden in australischen Dollar geführt, sofern Sie keine Kryptowährung wählen.</li>
<li>Beim ersten Besuch bestätigen Sie, dass Sie verstehen, dass das Angebot von außerhalb Australiens erbracht wird.</li>
</ul>
<h2>4. Einzahlungen, Auszahlungen und Boni</h2>
<p>Die allgemeinen Regeln für Einzahlungen, Auszahlungen und Boni gelten unverändert: Umsatz, Höchsteinsatz und Ablauf werden vor der Annahme eines Angebots angezeigt.</p>
<h2>5. Hilfe bei Spielproblemen</h2>
<p>Kostenlose und vertrauliche Hilfe bietet Gambling Help Online unter 1800 858 858, rund um die Uhr.</p>`,
  },
  'terms-and-conditions/ee': {
    title: 'Allgemeine Geschäftsbedingungen (estnische Lizenz)',
    description: 'Die Bedingungen der Croupier Baltic OÜ für Spieler unter der estnischen Lizenz.',
    keywords: 'AGB, Estland, estnische Lizenz, Casino-Bedingungen',
    content: `<h2>1. Der Betreiber</h2>
<p>Spieler unter der estnischen Lizenz spielen bei der Croupier Baltic OÜ, Tallinn, lizenziert durch das Estnische Steuer- und Zollamt (Betreiberlizenz HKT000118, Tätigkeitslizenz HKL000119).</p>
<h2>2. Alter und Identität</h2>
<p>Sie müssen mindestens 21 Jahre alt sein. Wie das estnische Recht es verlangt, prüfen wir Ihre Identität, bevor Ihre erste Einzahlung gespielt wird.</p>
<h2>3. Sitzungsinformationen</h2>
<p>Während Sie angemeldet sind, zeigt die Website die Dauer Ihrer Sitzung an. Sie können Einzahlungs- und Verlustlimits pro Tag, Woche und Monat setzen; eine Senkung gilt sofort, eine Erhöhung nach einer Bedenkzeit.</p>
<h2>4. Zahlungen</h2>
<p>Ein- und Auszahlungen sind per Bankkarte und Überweisung in Euro möglich. Gewinne werden innerhalb von drei Werktagen nach der Prüfung ausgezahlt.</p>
<h2>5. Selbstausschluss</h2>
<p>Über das nationale Register des Estnischen Steuer- und Zollamts können Sie sich von allen lizenzierten Glücksspielen in Estland ausschließen.</p>
<h2>6. Beschwerden</h2>
<p>Wenden Sie sich zuerst an den Support; ungelöste Streitfälle können dem Estnischen Steuer- und Zollamt oder der Verbraucherschutzbehörde vorgelegt werden.</p>`,
  },
  'general-rules': {
    title: 'Allgemeine Wettregeln',
    description:
      'Wie Wetten im Croupier-Sportwettenbereich angenommen, abgerechnet und annulliert werden.',
    keywords: 'Wettregeln, Sportwetten-Bedingungen, Abrechnung, annullierte Wetten',
    content: `<h2>Annahme von Wetten</h2>
<p>Eine Wette gilt als angenommen, sobald sie mit einer Referenznummer in Ihrer Wetthistorie erscheint. Bis dahin können sich die Quoten ändern; ändern sie sich während der Abgabe, bestätigen Sie den neuen Kurs.</p>
<h2>Abrechnung</h2>
<p>Wetten werden nach dem offiziellen Ergebnis am Ende der regulären Spielzeit einschließlich Nachspielzeit abgerechnet, sofern der Markt nichts anderes angibt. Verlängerung und Elfmeterschießen zählen nur in Märkten, die sie ausdrücklich nennen.</p>
<h2>Annullierte Wetten</h2>
<ul>
<li>Ein abgebrochenes Ereignis, das nicht innerhalb von 48 Stunden beendet wird, ist ungültig, außer bei bereits entschiedenen Märkten.</li>
<li>Ein offensichtlicher Fehler bei Quoten oder Märkten wird korrigiert und die Wette zum richtigen Kurs abgerechnet oder annulliert.</li>
<li>Eine annullierte Auswahl in einer Kombiwette zählt mit der Quote 1,00.</li>
</ul>
<h2>Limits</h2>
<p>Höchsteinsätze und -gewinne hängen von Sportart und Markt ab und werden auf dem Wettschein angezeigt. Nach Beginn eines Ereignisses werden Wetten nur in Live-Märkten angenommen.</p>`,
  },
  'privacy-policy': {
    title: 'Datenschutzerklärung',
    description:
      'Welche personenbezogenen Daten Croupier erhebt, warum, wie lange wir sie speichern und welche Rechte Sie haben.',
    keywords: 'Datenschutzerklärung, personenbezogene Daten, DSGVO, Datenschutz',
    content: `<h2>Verantwortlicher</h2>
<p>Verantwortlich für die personenbezogenen Daten, die Sie uns geben, ist die Croupier Gaming N.V.; für Spieler unter der estnischen Lizenz die Croupier Baltic OÜ.</p>
<h2>Welche Daten wir erheben</h2>
<ul>
<li>Kontodaten: Name, Geburtsdatum, Adresse, E-Mail, Telefonnummer und Währung.</li>
<li>Hochgeladene Verifizierungsdokumente und die Ergebnisse von Identitätsprüfungen.</li>
<li>Transaktionen, Wetten und Spielrunden sowie die von Ihnen gesetzten Limits.</li>
<li>Technische Daten: IP-Adresse, Gerätetyp und Browser, zur Sicherung Ihres Kontos und zur Betrugserkennung.</li>
</ul>
<h2>Wozu wir sie verwenden</h2>
<p>Um Ihr Konto zu führen und Gewinne auszuzahlen, um Pflichten aus Geldwäschegesetzen und Lizenzen zu erfüllen, um Spieler vor Betrug und Schaden zu schützen und, nur mit Ihrer Einwilligung, um Ihnen Angebote zu senden.</p>
<h2>Speicherdauer</h2>
<p>Konto- und Transaktionsdaten werden, wie es das Geldwäscherecht verlangt, fünf Jahre nach Schließung Ihres Kontos aufbewahrt. Ihre Einwilligung in Werbung können Sie jederzeit im Profil widerrufen.</p>
<h2>Ihre Rechte</h2>
<p>Sie können Auskunft, Berichtigung oder Löschung Ihrer Daten verlangen oder der Verarbeitung widersprechen, per E-Mail an <a href="mailto:privacy@croupier.com">privacy@croupier.com</a>. Wir antworten innerhalb eines Monats.</p>`,
  },
  'cookie-policy': {
    title: 'Cookie-Richtlinie',
    description: 'Welche Cookies Croupier setzt, wozu sie dienen und wie Sie sie steuern.',
    keywords: 'Cookie-Richtlinie, Cookies, Tracking, Einwilligung',
    content: `<h2>Was Cookies sind</h2>
<p>Cookies sind kleine Textdateien, die Ihr Browser für eine Website speichert. Wir nutzen sie, um Sie angemeldet zu halten, Ihre Einstellungen zu merken und zu verstehen, wie die Website genutzt wird.</p>
<h2>Unsere Cookies</h2>
<ul>
<li><strong>Notwendig:</strong> Ihre Sitzung, Sicherheitsprüfungen und Ihre Cookie-Entscheidung. Ohne sie funktioniert die Website nicht.</li>
<li><strong>Einstellungen:</strong> Ihre Sprache und die Hinweise, die Sie geschlossen haben.</li>
<li><strong>Zuordnung:</strong> der Partner, über den Sie zu uns kamen (stag und affb_id, 30 Tage gespeichert), und Kampagnenparameter.</li>
<li><strong>Analyse:</strong> anonyme Messungen von Ladezeiten und Fehlern, mit denen wir Probleme beheben.</li>
</ul>
<h2>Ihre Wahl</h2>
<p>Der Cookie-Hinweis erscheint, bis Sie ihn akzeptieren; Ihre Wahl wird ein Jahr lang gespeichert. Sie können Cookies jederzeit in den Browser-Einstellungen löschen, werden dann aber abgemeldet.</p>`,
  },
  awards: {
    title: 'Auszeichnungen',
    description: 'Branchenpreise und Nominierungen, die Croupier seit 2022 erhalten hat.',
    keywords: 'Casino-Auszeichnungen, bestes Online-Casino, Nominierungen',
    content: `<p>Jede der folgenden Auszeichnungen wurde von einer Fachjury oder durch Spielerstimmen vergeben. Wir nennen Jahr und Kategorie, damit Sie sehen, wofür sie verliehen wurde.</p>
<p>Danke an alle Spieler, die für uns gestimmt haben, und an die Studios und Zahlungspartner, die unsere Lobby zu dem machen, was sie ist.</p>`,
  },
  'benefits-of-crypto': {
    title: 'Vorteile des Spielens mit Krypto',
    description:
      'Warum Sie bei Croupier mit Bitcoin, Ethereum, Litecoin, Bitcoin Cash, Dogecoin oder Tether einzahlen sollten.',
    keywords: 'Krypto-Casino, Bitcoin-Casino, Ethereum, USDT-Einzahlungen',
    content: `<h2>Schnelle Ein- und Auszahlungen</h2>
<p>Krypto-Einzahlungen werden gutgeschrieben, sobald das Netzwerk sie bestätigt, meist innerhalb von Minuten. Auszahlungen werden nach der Prüfung gesendet, ohne auf Bankarbeitstage zu warten.</p>
<h2>Niedrige Gebühren</h2>
<p>Wir berechnen keine Gebühren für Krypto-Ein- und -Auszahlungen; Sie zahlen nur die Netzwerkgebühr Ihrer eigenen Wallet.</p>
<h2>Akzeptierte Coins</h2>
<ul>
<li>Bitcoin (BTC), angezeigt in µBTC: 1 µBTC ist ein Millionstel Bitcoin.</li>
<li>Ethereum (ETH) und Litecoin (LTC), angezeigt in mETH und mLTC: ein Tausendstel Coin.</li>
<li>Bitcoin Cash (BCH), Dogecoin (DOGE) und Tether (USDT).</li>
</ul>
<h2>Gut zu wissen</h2>
<p>Senden Sie nur den Coin, der an der Einzahlungsadresse steht, und nur über das angezeigte Netzwerk. Mindesteinzahlungen: 0,0001 BTC oder BCH, 0,01 ETH, LTC oder DOGE sowie 20 USDT.</p>`,
  },
  'responsible-gaming': {
    title: 'Verantwortungsvolles Spielen',
    description:
      'Werkzeuge, mit denen Sie Ihr Spiel im Griff behalten: Limits, Auszeiten, Selbstausschluss und Hilfsangebote.',
    keywords: 'verantwortungsvolles Spielen, Einzahlungslimit, Selbstausschluss, Spielsuchthilfe',
    content: `<h2>Spielen zum Vergnügen</h2>
<p>Glücksspiel soll Unterhaltung sein, niemals ein Weg, Geld zu verdienen oder Problemen zu entkommen. Legen Sie vorher fest, wie viel Zeit und Geld Sie einsetzen, und hören Sie auf, wenn Sie die Grenze erreichen.</p>
<h2>Limits in Ihrer Hand</h2>
<ul>
<li>Einzahlungs-, Verlust- und Einsatzlimits pro Tag, Woche oder Monat.</li>
<li>Sitzungslimits, die Ihre Sitzung nach einer gewählten Zeit beenden.</li>
<li>Eine Auszeit von 24 Stunden bis zu sechs Wochen.</li>
<li>Selbstausschluss für sechs Monate oder länger, der nicht vorzeitig aufgehoben werden kann.</li>
</ul>
<p>Eine Senkung gilt sofort. Eine Erhöhung oder Aufhebung gilt nach einer Bedenkzeit und wird per E-Mail bestätigt.</p>
<h2>Warnzeichen</h2>
<p>Verlusten hinterherjagen, für das Spielen Geld leihen, das Spielen vor Nahestehenden verbergen oder Unruhe, wenn Sie nicht spielen: Das sind Zeichen, eine Pause einzulegen und mit jemandem zu sprechen.</p>
<h2>Hilfe finden</h2>
<p>Die Anonymen Spieler, die Bundeszentrale für gesundheitliche Aufklärung (Check dein Spiel) und Ihre nationale Beratungsstelle bieten kostenlose, vertrauliche Unterstützung. Unser Support kann jederzeit Limits für Sie setzen oder Ihr Konto schließen.</p>`,
  },
  'bonus-balance': {
    title: 'So funktioniert das Bonusguthaben',
    description:
      'Echtgeld, Bonusgeld und Umsatzbedingungen bei Croupier, an einem Beispiel erklärt.',
    keywords: 'Bonusguthaben, Umsatzbedingungen, Echtgeld, auszahlbar',
    content: `<h2>Zwei Guthaben</h2>
<p>Ihr Guthaben besteht aus zwei Teilen. Das Echtgeld ist Geld, das Sie eingezahlt oder ohne Bonus gewonnen haben; es ist jederzeit auszahlbar. Das Bonusguthaben wird erst auszahlbar, wenn der Umsatz erfüllt ist.</p>
<h2>Umsatz</h2>
<p>Ein Bonus von 10 € mit 40-fachem Umsatz verlangt Einsätze von 400 €, bevor er zu Echtgeld wird. Ihr Fortschritt steht im Guthabenmenü als abgerundeter Prozentwert.</p>
<h2>Ein Beispiel</h2>
<p>Sie zahlen 100 € ein und erhalten 100 € Bonus. Ihr Gesamtguthaben beträgt 200 €, davon sind 100 € auszahlbar. Nach Einsätzen von 4.000 € wechselt das verbleibende Bonusgeld ins Echtgeld.</p>
<h2>Beachten Sie</h2>
<ul>
<li>Der Höchsteinsatz bei aktivem Bonus steht in dessen Bedingungen.</li>
<li>Nicht alle Spiele zählen voll zum Umsatz; Live- und Tischspiele zählen meist weniger.</li>
<li>Wenn Sie einen Bonus stornieren, verfallen er und die damit erzielten Gewinne.</li>
</ul>`,
  },
  support: {
    title: 'Support',
    description:
      'Erreichen Sie den Croupier-Support über das Kontaktformular oder per E-Mail; wir antworten per E-Mail.',
    keywords: 'Casino-Support, Kontakt, Kontaktformular, Hilfe',
    content: `<h2>Schreiben Sie uns</h2>
<p>Der Support antwortet per E-Mail. Senden Sie Ihre Frage über das Kontaktformular, und wir antworten an die Adresse, die Sie angeben; eine Bestätigung erhalten Sie sofort in Ihrem Postfach.</p>
<h2>So erreichen Sie uns</h2>
<ul>
<li>Kontaktformular: die Support-Schaltfläche im Seitenkopf oder „Dem Support schreiben“ im Menü.</li>
<li>E-Mail: <a href="mailto:support@croupier.com">support@croupier.com</a>.</li>
</ul>
<h2>Bevor Sie schreiben</h2>
<p>Viele Antworten finden Sie bereits in den FAQ. Bei Fragen zu einer Zahlung nennen Sie bitte Datum, Betrag und Methode; bei einem Spiel den Namen des Spiels und die Uhrzeit der Runde.</p>`,
  },
  faq: {
    title: 'Häufige Fragen',
    description: 'Antworten auf die häufigsten Fragen zu Konto, Zahlungen, Boni und Spielen.',
    keywords: 'FAQ, Casino-Fragen, Auszahlungen, Verifizierung',
    content: `<h2>Wie lange dauert eine Auszahlung?</h2>
<p>Wir prüfen Auszahlungen innerhalb von 24 Stunden. Krypto kommt wenige Minuten nach der Freigabe an, Karten und Überweisungen brauchen ein bis drei Werktage.</p>
<h2>Warum brauchen Sie meine Dokumente?</h2>
<p>Unsere Lizenz verpflichtet uns, vor einer Auszahlung Ihre Identität und Volljährigkeit zu prüfen. Dokumente werden verschlüsselt gespeichert und nur für die Prüfung verwendet.</p>
<h2>Kann ich kostenlos spielen?</h2>
<p>Die meisten Slots haben einen Demomodus mit virtuellem Guthaben. Live-Spiele haben keine Demo.</p>
<h2>Ich habe mein Passwort vergessen.</h2>
<p>Nutzen Sie den Link „Passwort vergessen“ im Anmeldeformular; Sie erhalten per E-Mail einen Link, der sechs Stunden gültig ist.</p>
<h2>Kann ich meine Währung ändern?</h2>
<p>Über das Guthabenmenü können Sie eine Wallet in einer weiteren Währung eröffnen und jederzeit zwischen Ihren Wallets wechseln.</p>`,
  },
  'payment-methods': {
    title: 'Zahlungsmethoden',
    description: 'Ein- und Auszahlungsmethoden bei Croupier mit Limits und Bearbeitungszeiten.',
    keywords: 'Zahlungsmethoden, Einzahlungen, Auszahlungen, Karten, Krypto',
    content: `<h2>Karten</h2>
<p>Einzahlungen mit Visa und Mastercard sind sofort verfügbar. Auszahlungen auf Karten dauern nach der Freigabe ein bis drei Werktage.</p>
<h2>Krypto</h2>
<p>Bitcoin, Ethereum, Litecoin, Bitcoin Cash, Dogecoin und Tether. Einzahlungen werden nach der Netzwerkbestätigung gutgeschrieben, Auszahlungen wenige Minuten nach der Freigabe gesendet.</p>
<h2>Überweisung und E-Wallets</h2>
<p>Überweisungen dauern ein bis drei Werktage. E-Wallets und Gutscheine gibt es in einigen Ländern; die Kasse zeigt Ihnen die Methoden, die für Sie verfügbar sind.</p>
<h2>Gebühren</h2>
<p>Wir berechnen keine Gebühren für Ein- oder Auszahlungen. Ihre Bank oder Ihr Wallet-Anbieter kann eigene Gebühren erheben.</p>`,
  },
  'vip-terms': {
    title: 'Bedingungen des VIP-Clubs',
    description: 'Wie der VIP-Status bei Croupier erreicht, gehalten und belohnt wird.',
    keywords: 'VIP-Club, VIP-Bedingungen, Treueprogramm, Cashback',
    content: `<h2>Status erreichen</h2>
<p>VIP-Status (Bronze, Silber, Gold, Platin und Diamant) werden durch Einzahlungen und Einsätze innerhalb eines Kalenderquartals erreicht. Ihren Fortschritt sehen Sie auf der Seite des VIP-Clubs.</p>
<h2>Status halten</h2>
<p>Ein Status gilt bis zum Ende des Quartals, das auf das Quartal seines Erreichens folgt. Diamant bleibt nach dem Erreichen lebenslang erhalten.</p>
<h2>Belohnungen</h2>
<ul>
<li>Wöchentliches Cashback ohne Umsatzbedingungen ab Gold.</li>
<li>Ein persönlicher Manager, erreichbar über WhatsApp, Telegram und E-Mail.</li>
<li>Höhere Auszahlungslimits und bevorzugte Prüfung.</li>
</ul>
<p>Wir können VIP-Vorteile mit einer Frist von 30 Tagen ändern oder einstellen und einen durch Bonusmissbrauch erlangten Status entziehen.</p>`,
  },
  'summer-cup-2024-rules': {
    title: 'Regeln des Summer Cup 2024',
    description: 'Regeln des beendeten Slot-Turniers Summer Cup 2024.',
    keywords: 'Summer Cup 2024, Turnierregeln',
    content: `<p>Der Summer Cup lief vom 1. Juli bis 31. August 2024. Pro eingesetztem Euro an teilnehmenden Slots gab es einen Punkt, und die 200 besten Spieler teilten sich einen Preispool von 50.000 € ohne Umsatzbedingungen.</p>
<p>Alle Preise wurden bis zum 5. September 2024 gutgeschrieben. Diese Seite dient nur noch als Nachweis.</p>`,
  },
};
