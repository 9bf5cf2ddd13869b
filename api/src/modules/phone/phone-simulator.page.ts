/*
 * The phone simulator's page and its stylesheet (phone-simulator.route.ts): plain HTML that the
 * script (phone-simulator.script.ts) brings to life. In English, for developers and trainers.
 */

export const PHONE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Phone simulator</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/simulator/phone.css">
<script src="/simulator/phone.js" defer></script>
</head>
<body>
<main>
<h1>Phone simulator</h1>
<p class="note">A phone without data, to try the USSD menu and the SMS keywords. It is here only
because the site runs with <code>SMS_ENV=simulator</code>: no SMS and no money leave this machine.</p>
<noscript><p class="problem">The phone needs JavaScript.</p></noscript>

<div class="columns">
<section aria-labelledby="phone-heading">
<h2 id="phone-heading">The phone</h2>
<div class="settings">
<label for="phone">Phone number</label>
<input id="phone" name="phone" type="tel" autocomplete="off" value="0712 345 678">
<label for="code">USSD code</label>
<input id="code" name="code" autocomplete="off" value="*384*2024#">
</div>
<p class="hint">The last four digits choose how M-Pesa ends: 1032 cancels, 2001 is a wrong PIN,
0001 is not enough money; any other number pays after 3 seconds.</p>

<div class="handset">
<div class="screen">
<p id="alert" class="alert" hidden></p>
<div id="screen" class="screen-text" role="log" aria-live="polite" aria-label="Phone screen">Type the USSD code and press Call, or just press Call.</div>
<label for="typed" class="visually-hidden">Typed on the keypad</label>
<input id="typed" class="typed" autocomplete="off" inputmode="tel" spellcheck="false">
<p id="screen-hint" class="screen-hint">Ready</p>
</div>
<div class="soft-keys">
<button type="button" id="call" class="call">Call</button>
<button type="button" id="send" class="send">Send</button>
<button type="button" id="end" class="end">End</button>
</div>
<div class="keypad">
<button type="button" data-key="1">1</button>
<button type="button" data-key="2">2</button>
<button type="button" data-key="3">3</button>
<button type="button" data-key="4">4</button>
<button type="button" data-key="5">5</button>
<button type="button" data-key="6">6</button>
<button type="button" data-key="7">7</button>
<button type="button" data-key="8">8</button>
<button type="button" data-key="9">9</button>
<button type="button" data-key="*">*</button>
<button type="button" data-key="0">0</button>
<button type="button" data-key="#">#</button>
</div>
<button type="button" id="delete" class="delete">Delete</button>
</div>
</section>

<section aria-labelledby="messages-heading">
<h2 id="messages-heading">Messages</h2>
<form id="sms-form" class="sms-form">
<label for="sms-text">SMS to the short code 22384</label>
<textarea id="sms-text" name="text" rows="2" maxlength="160" required></textarea>
<p class="hint">Try GIVE 100, PLEDGE, SERVICE and a parish's name, HELP or STOP (in Kiswahili
TOA, AHADI, IBADA, MSAADA, ONDOKA).</p>
<button type="submit">Send SMS</button>
<p id="sms-status" class="status" role="status"></p>
</form>

<h3>SMS received</h3>
<p id="inbox-status" class="status" role="status"></p>
<ol id="sms-list" class="messages" aria-label="SMS received"></ol>
<p id="sms-empty" class="empty">No SMS yet.</p>

<h3>M-Pesa prompts</h3>
<ol id="prompt-list" class="messages" aria-label="M-Pesa prompts"></ol>
<p id="prompt-empty" class="empty">No M-Pesa prompt yet.</p>
</section>
</div>
</main>
</body>
</html>
`;

export const PHONE_STYLES = `*, *::before, *::after { box-sizing: border-box; }
body {
  margin: 0;
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  color: #1a202c;
  background: #f7fafc;
}
main { max-width: 960px; margin: 0 auto; padding: 12px; }
h1 { font-size: 1.6rem; margin: 0.3em 0; }
h2 { font-size: 1.25rem; margin: 0.8em 0 0.4em; }
h3 { font-size: 1.05rem; margin: 1em 0 0.3em; }
code { font-size: 0.95em; }
.note, .hint { color: #4a5568; }
.hint { font-size: 0.9rem; margin: 0.4em 0; }
.problem { color: #9b2c2c; font-weight: 600; }
.columns { display: grid; gap: 16px; }
@media (min-width: 800px) { .columns { grid-template-columns: 340px 1fr; } }
.settings { display: grid; grid-template-columns: auto 1fr; gap: 6px 8px; align-items: center; }
input, textarea { font: inherit; padding: 6px 8px; border: 1px solid #a0aec0; border-radius: 6px; min-width: 0; width: 100%; }
button { font: inherit; cursor: pointer; border-radius: 8px; border: 1px solid #4a5568; padding: 8px; min-height: 44px; }
button:focus-visible, input:focus-visible, textarea:focus-visible { outline: 3px solid #3182ce; outline-offset: 2px; }
.handset {
  width: 100%;
  max-width: 300px;
  margin: 8px auto;
  padding: 18px 16px 20px;
  background: #2d3748;
  border-radius: 36px 36px 28px 28px;
  box-shadow: inset 0 0 0 3px #4a5568, 0 6px 16px rgba(0, 0, 0, 0.25);
}
.screen {
  background: #c6e6b3;
  color: #102a0a;
  border: 4px solid #1a202c;
  border-radius: 8px;
  padding: 8px;
  min-height: 210px;
  font-family: ui-monospace, "DejaVu Sans Mono", monospace;
  font-size: 0.9rem;
  display: flex;
  flex-direction: column;
}
.screen-text { white-space: pre-wrap; overflow-wrap: anywhere; flex: 1; }
.alert { margin: 0 0 6px; padding: 2px 4px; background: #102a0a; color: #c6e6b3; border-radius: 4px; }
.typed { background: transparent; border: 0; border-bottom: 1px dashed #102a0a; border-radius: 0; font: inherit; color: inherit; padding: 2px 0; }
.screen-hint { margin: 4px 0 0; font-size: 0.8rem; }
.soft-keys { display: grid; grid-template-columns: repeat(3, 1fr); gap: 8px; margin: 14px 0 10px; }
.call { background: #38a169; color: #fff; border-color: #276749; }
.send { background: #e2e8f0; }
.end { background: #e53e3e; color: #fff; border-color: #9b2c2c; }
.keypad { display: grid; grid-template-columns: repeat(3, 1fr); gap: 8px; }
.keypad button { background: #edf2f7; font-size: 1.2rem; font-weight: 600; }
.delete { width: 100%; margin-top: 8px; background: #cbd5e0; }
.sms-form { display: grid; gap: 6px; }
.sms-form button { justify-self: start; background: #2b6cb0; color: #fff; border-color: #2c5282; padding: 8px 16px; }
.status { min-height: 1.5em; margin: 0; }
.messages { list-style: none; padding: 0; margin: 0; display: grid; gap: 8px; }
.messages li { background: #fff; border: 1px solid #cbd5e0; border-radius: 8px; padding: 8px 10px; overflow-wrap: anywhere; }
.messages time { display: block; font-size: 0.8rem; color: #4a5568; }
.outcome { font-weight: 600; }
.empty { color: #4a5568; margin: 0; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
[hidden] { display: none !important; }
`;
