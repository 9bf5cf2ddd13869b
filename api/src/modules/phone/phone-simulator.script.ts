/*
 * The phone simulator's script, served as /simulator/phone.js (the site's CSP runs no inline
 * script): plain browser JavaScript, kept as text since the API is built without the DOM's types.
 * It uses no template literals, so that this file's own template holds it as written.
 * phone-simulator.test.ts checks that it parses.
 */

export const PHONE_SCRIPT = String.raw`"use strict";
(function () {
  var byId = function (id) { return document.getElementById(id); };
  var screen = byId("screen");
  var hint = byId("screen-hint");
  var typed = byId("typed");
  var alertLine = byId("alert");
  var phoneField = byId("phone");
  var codeField = byId("code");
  var READY = "Type the USSD code and press Call, or just press Call.";
  var OUTCOMES = {
    pending: "Waiting for the PIN",
    paid: "Paid",
    cancelled: "Cancelled by the donor",
    unreachable: "The phone could not be reached",
    wrongPin: "Wrong PIN",
    insufficientBalance: "Not enough money"
  };
  // The USSD session under way: its id and every answer so far, as Africa's Talking keeps them.
  var session = null;
  var busy = false;
  var NEW_SMS_MS = 10000;

  function show(text, state, hintText) {
    screen.textContent = text;
    screen.parentNode.setAttribute("data-state", state);
    hint.textContent = hintText;
  }

  function randomId() {
    var bytes = new Uint8Array(12);
    crypto.getRandomValues(bytes);
    return "SIM_" + Array.prototype.map.call(bytes, function (b) { return (b + 256).toString(16).slice(1); }).join("");
  }

  async function call(method, path, body) {
    var response = await fetch(path, {
      method: method,
      headers: body ? { "content-type": "application/json" } : {},
      body: body ? JSON.stringify(body) : undefined
    });
    var answer = await response.json().catch(function () { return {}; });
    if (!response.ok) throw new Error(answer.error || "The site answered " + response.status);
    return answer;
  }

  async function step() {
    busy = true;
    hint.textContent = "USSD code running...";
    try {
      var answer = await call("POST", "/simulator/phone/ussd", {
        sessionId: session.id,
        phoneNumber: phoneField.value,
        serviceCode: codeField.value.trim(),
        text: session.answers.join("*")
      });
      var ended = answer.screen.indexOf("END ") === 0;
      var text = answer.screen.replace(/^(CON|END) /, "");
      if (ended) {
        session = null;
        show(text, "ended", "Session ended. Press End.");
      } else {
        show(text, "waiting", "Type your answer and press Send.");
      }
    } catch (error) {
      session = null;
      show(error.message, "ended", "Press End.");
    } finally {
      busy = false;
      typed.value = "";
      typed.focus();
    }
  }

  function dial() {
    if (busy) return;
    if (session) return send();
    var number = typed.value.trim() || codeField.value.trim();
    if (number !== codeField.value.trim()) {
      show("Connection problem or invalid MMI code.", "ended", "Only " + codeField.value.trim() + " is served here. Press End.");
      return;
    }
    session = { id: randomId(), answers: [] };
    return step();
  }

  function send() {
    if (busy) return;
    if (!session) return dial();
    session.answers.push(typed.value.trim());
    return step();
  }

  function end() {
    session = null;
    typed.value = "";
    show(READY, "ready", "Ready");
    typed.focus();
  }

  function item(time, parts) {
    var li = document.createElement("li");
    var when = document.createElement("time");
    when.dateTime = time;
    when.textContent = new Date(time).toLocaleTimeString();
    li.appendChild(when);
    parts.forEach(function (part) { li.appendChild(part); });
    return li;
  }

  function text(content, className) {
    var span = document.createElement("span");
    span.textContent = content;
    if (className) span.className = className;
    return span;
  }

  function showInbox(inbox) {
    byId("sms-list").replaceChildren(...inbox.sms.map(function (sms) {
      return item(sms.sentAt, [text(sms.message)]);
    }));
    byId("prompt-list").replaceChildren(...inbox.prompts.map(function (prompt) {
      return item(prompt.sentAt, [
        text("Pay KES " + prompt.amount.toLocaleString("en-KE") + " to account " + prompt.accountReference + ": "),
        text(OUTCOMES[prompt.outcome] || prompt.outcome, "outcome")
      ]);
    }));
    byId("sms-empty").hidden = inbox.sms.length > 0;
    byId("prompt-empty").hidden = inbox.prompts.length > 0;
    var notes = [];
    if (!inbox.watching.sms) notes.push("SMS go to the simulator at SMS_SIMULATOR_URL, not shown here.");
    if (!inbox.watching.prompts) notes.push("M-Pesa is not the simulator started with the site: prompts are not shown here.");
    byId("inbox-status").textContent = notes.join(" ");
    // The phone's notice line: a prompt still waiting for its PIN, or an SMS of the last few seconds.
    var pending = inbox.prompts.filter(function (prompt) { return prompt.outcome === "pending"; })[0];
    var newest = inbox.sms[0];
    if (pending) {
      alertLine.textContent = "M-PESA: pay KES " + pending.amount.toLocaleString("en-KE") + "? The simulated donor answers.";
    } else if (newest && Date.now() - new Date(newest.sentAt).getTime() < NEW_SMS_MS) {
      alertLine.textContent = "New SMS: " + (newest.message.length > 40 ? newest.message.slice(0, 39) + "\u2026" : newest.message);
    } else {
      alertLine.textContent = "";
    }
    alertLine.hidden = alertLine.textContent === "";
  }

  async function refreshInbox() {
    try {
      showInbox(await call("GET", "/simulator/phone/inbox?phone=" + encodeURIComponent(phoneField.value)));
    } catch (error) {
      byId("inbox-status").textContent = error.message;
    }
  }

  async function sendSms(event) {
    event.preventDefault();
    var status = byId("sms-status");
    var field = byId("sms-text");
    status.textContent = "Sending...";
    try {
      await call("POST", "/simulator/phone/sms", { from: phoneField.value, text: field.value });
      field.value = "";
      status.textContent = "Sent. A reply, if any, comes below within a few seconds.";
      await refreshInbox();
    } catch (error) {
      status.textContent = error.message;
    }
  }

  document.querySelectorAll(".keypad button").forEach(function (button) {
    button.addEventListener("click", function () {
      typed.value += button.getAttribute("data-key");
      typed.focus();
    });
  });
  byId("call").addEventListener("click", dial);
  byId("send").addEventListener("click", send);
  byId("end").addEventListener("click", end);
  byId("delete").addEventListener("click", function () {
    typed.value = typed.value.slice(0, -1);
    typed.focus();
  });
  typed.addEventListener("keydown", function (event) {
    if (event.key === "Enter") {
      event.preventDefault();
      send();
    }
  });
  phoneField.addEventListener("change", function () {
    end();
    refreshInbox();
  });
  byId("sms-form").addEventListener("submit", sendSms);
  show(READY, "ready", "Ready");
  refreshInbox();
  setInterval(refreshInbox, 2000);
})();
`;
