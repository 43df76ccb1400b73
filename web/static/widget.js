/*
 * Kural Rehberi widget. A store page adds one tag:
 *   <script src="https://HOST/widget.js" data-game="hoth" data-lang="tr"
 *           data-title="Kural Rehberi" data-color="#1f6feb" async></script>
 * and gets a launcher button plus a chat panel. Everything lives in a Shadow DOM so the
 * store's CSS and ours cannot touch each other. The API is the script's own origin.
 * Data from the server (answers, quotes, sections) is only ever set with textContent.
 */
(function () {
  "use strict";
  var me = document.currentScript;
  if (!me || window.__kuralRehberi) return; // one widget per page, even if pasted twice
  window.__kuralRehberi = true;

  var ds = me.dataset;
  var API = new URL(me.src, location.href).origin + "/api/v1";
  var GAME = ds.game || null;
  var LANG = ds.lang || "tr";
  var COLOR = /^#[0-9a-f]{3,8}$/i.test(ds.color || "") ? ds.color : "#1f6feb";
  var STORE_KEY = "kural-rehberi:" + (GAME || "genel");
  var MAX_HISTORY = 20; // 10 turns of question + answer, what the API accepts
  var MAX_CHARS = 2000; // the server writes its RULES_MAX_QUESTION_CHARS here (/widget.js)

  var T = {
    tr: {
      title: "Kural Rehberi", open: "Kural sor", close: "Kapat", label: "Sorunu yaz",
      placeholder: "Ör. keşif droidi madalya verir mi?", send: "Gönder", reset: "Yeni sohbet",
      log: "Sohbet", sources: "Kaynaklar", verified: "✓ hesap kural tablosuyla doğrulandı",
      corrected: "sayı kural tablosuna göre düzeltildi", same: "{v}: kural tablosuyla aynı",
      was: "taslakta {v} yazıyordu, kurala göre {e}", rule: "Kural",
      up: "Faydalı", down: "Faydalı değil", thanks: "Teşekkürler, geri bildirimin kaydedildi.",
      wait: "Cevap hazırlanıyor…", offline: "Bağlantı kurulamadı. Bu site Kural Rehberi'ne bağlanmaya yetkili olmayabilir.",
      failed: "Bir sorun oluştu, lütfen tekrar dene.", hello: "Merhaba! Oyunun kurallarıyla ilgili sorunu yaz, kural kitapçığından kaynak göstererek cevaplayayım.",
      source: "Kaynak",
      tooLong: "Sorun {n} karakter; en fazla {max} karakter yazabilirsin. Lütfen kısalt."
    },
    en: {
      title: "Rules Guide", open: "Ask a rule", close: "Close", label: "Type your question",
      placeholder: "e.g. does the probe droid give a medal?", send: "Send", reset: "New chat",
      log: "Conversation", sources: "Sources", verified: "✓ checked against the rule table",
      corrected: "number corrected from the rule table", same: "{v}: as in the rule table",
      was: "the draft said {v}, the rules say {e}", rule: "Rule",
      up: "Helpful", down: "Not helpful", thanks: "Thanks, your feedback was saved.",
      wait: "Preparing the answer…", offline: "Could not connect. This site may not be allowed to use the rules guide.",
      failed: "Something went wrong, please try again.", hello: "Hi! Ask about the rules and I will answer with quotes from the rulebook (answers are in Turkish).",
      source: "Source",
      tooLong: "Your question has {n} characters; at most {max} fit. Please shorten it."
    }
  };
  var t = T[LANG] || T.tr;
  var TITLE = ds.title || t.title;

  var CSS =
    // The font is set on our own boxes, not on :host: a store rule like `* {font-family: X
    // !important}` matches the host element and would otherwise be inherited inside.
    // The host is a block at the end of the page as tall as the launcher and its margin,
    // so scrolled to the bottom the fixed launcher sits over this blank, never the footer.
    ":host{all:initial;display:block;height:76px;--c:" + COLOR + "}" +
    ".launcher,.panel{font:15px/1.45 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2328}" +
    "*{box-sizing:border-box}" +
    "svg{width:16px;height:16px;vertical-align:-3px;fill:currentColor}" +
    "button,textarea{font:inherit}" +
    "button:focus-visible,textarea:focus-visible{outline:3px solid #111;outline-offset:2px;box-shadow:0 0 0 5px #fff}" +
    ".launcher{position:fixed;right:20px;bottom:20px;z-index:2147483000;border:0;border-radius:999px;padding:12px 18px;background:var(--c);color:#fff;font-weight:600;cursor:pointer;box-shadow:0 4px 14px rgba(0,0,0,.25)}" +
    ".panel{position:fixed;right:20px;bottom:84px;z-index:2147483001;width:380px;max-height:min(620px,calc(100vh - 110px));display:flex;flex-direction:column;background:#fff;border:1px solid #d0d7de;border-radius:12px;box-shadow:0 8px 30px rgba(0,0,0,.2);overflow:hidden}" +
    ".panel[hidden]{display:none}" +
    "header{display:flex;align-items:center;justify-content:space-between;gap:8px;padding:10px 14px;background:var(--c);color:#fff}" +
    "h2{font-size:16px;margin:0}" +
    ".x{background:transparent;border:0;color:#fff;font-size:22px;line-height:1;cursor:pointer;padding:2px 8px;border-radius:6px}" +
    ".log{flex:1;overflow-y:auto;padding:12px;display:flex;flex-direction:column;gap:10px;min-height:160px}" +
    ".msg{max-width:92%;padding:8px 11px;border-radius:10px;white-space:pre-wrap;word-wrap:break-word}" +
    ".user{align-self:flex-end;background:var(--c);color:#fff}" +
    ".bot{align-self:flex-start;background:#f3f4f6}" +
    ".bot.error{background:#ffebe9;color:#82071e}" +
    ".notice{font-size:13px;color:#57606a;background:#fff8c5;border-radius:8px;padding:8px 10px}" +
    ".notice strong{display:block;color:#1f2328}" +
    ".badge{display:inline-block;margin-top:6px;font-size:12px;background:#dafbe1;color:#116329;border:0;border-radius:999px;padding:1px 8px;cursor:pointer}" +
    ".badge.corrected{background:#fff8c5;color:#7d4e00}" +
    ".trail{margin-top:6px;font-size:13px;background:#fff;border-left:3px solid #1a7f37;padding:6px 8px;white-space:normal}" +
    ".trail p{margin:4px 0}.trail ol{margin:2px 0;padding-left:18px}.trail blockquote{margin:2px 0 6px;font-style:italic}" +
    ".chips{display:flex;flex-wrap:wrap;gap:6px;margin-top:6px;align-items:center;font-size:13px}" +
    ".chip{border:1px solid var(--c);background:#fff;color:#1f2328;border-radius:999px;padding:1px 9px;cursor:pointer}" +
    ".chip[aria-expanded=true]{background:var(--c);color:#fff}" +
    ".cite{margin-top:6px;font-size:13px;background:#fff;border-left:3px solid var(--c);padding:6px 8px;white-space:normal}" +
    ".cite blockquote{margin:4px 0;font-style:italic}" +
    ".cite small{color:#57606a}" +
    ".fb{display:flex;gap:6px;margin-top:6px;align-items:center;font-size:13px;color:#57606a}" +
    ".fb button{border:1px solid #d0d7de;background:#fff;border-radius:6px;padding:2px 8px;cursor:pointer}" +
    ".fb button[aria-pressed=true]{border-color:var(--c);background:#ddf4ff}" +
    "form{display:flex;flex-direction:column;gap:6px;padding:10px 12px;border-top:1px solid #d0d7de}" +
    "label{font-size:13px;font-weight:600}" +
    ".row{display:flex;gap:8px}" +
    "textarea{flex:1;resize:none;border:1px solid #8c959f;border-radius:8px;padding:8px;min-height:44px}" +
    ".send{border:0;border-radius:8px;background:var(--c);color:#fff;padding:0 14px;cursor:pointer;font-weight:600}" +
    ".send:disabled{opacity:.6;cursor:wait}" +
    ".limit{margin:0;font-size:13px;color:#82071e}" +
    ".limit[hidden]{display:none}" +
    ".reset{align-self:flex-start;background:none;border:0;color:#0969da;text-decoration:underline;cursor:pointer;font-size:13px;padding:0}" +
    "@media (max-width:480px){.panel{inset:0;width:100%;max-height:none;height:100%;border-radius:0;border:0}.launcher{right:12px;bottom:12px}}";

  // -- tiny DOM helper: attributes via setAttribute, text via textContent only ---------------
  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    for (var k in attrs || {}) node.setAttribute(k, attrs[k]);
    if (text != null) node.textContent = String(text);
    return node;
  }

  // A thumb drawn inline (emoji fonts are missing on many systems); down = rotated up.
  var THUMB = "M2 10h4v11H2zM8 21h9.5a2 2 0 0 0 2-1.6l1.4-7A2 2 0 0 0 19 10h-5.5l.8-4.2A2 2 0 0 0 12.4 3.4L8 9z";
  function thumb(down) {
    var svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
    svg.setAttribute("viewBox", "0 0 24 24");
    svg.setAttribute("aria-hidden", "true");
    if (down) svg.setAttribute("transform", "rotate(180)");
    var path = document.createElementNS("http://www.w3.org/2000/svg", "path");
    path.setAttribute("d", THUMB);
    svg.appendChild(path);
    return svg;
  }

  // -- conversation, kept per browser tab --------------------------------------------------------
  var convo = load();
  function load() {
    try { return JSON.parse(sessionStorage.getItem(STORE_KEY)) || { items: [], notice: false }; }
    catch (e) { return { items: [], notice: false }; }
  }
  function save() {
    try { sessionStorage.setItem(STORE_KEY, JSON.stringify(convo)); } catch (e) { /* private mode: keep in memory */ }
  }
  function history() {
    return convo.items
      .filter(function (m) { return (m.role === "user" || m.role === "assistant") && !m.error && m.content; })
      .slice(-MAX_HISTORY)
      .map(function (m) { return { role: m.role, content: m.content }; });
  }

  // -- the shell ---------------------------------------------------------------------------------
  var host = el("div", { id: "kural-rehberi-widget" });
  var root = host.attachShadow({ mode: "open" });
  root.appendChild(el("style", {}, CSS));
  var launcher = el("button", { type: "button", class: "launcher", "aria-expanded": "false", "aria-controls": "kr-panel" }, t.open);
  var panel = el("section", { id: "kr-panel", class: "panel", role: "dialog", "aria-label": TITLE, lang: LANG });
  panel.hidden = true;
  var header = el("header");
  header.appendChild(el("h2", {}, TITLE));
  var closeBtn = el("button", { type: "button", class: "x", "aria-label": t.close }, "×");
  header.appendChild(closeBtn);
  var log = el("div", { class: "log", role: "log", "aria-live": "polite", "aria-label": t.log });
  var form = el("form");
  form.appendChild(el("label", { for: "kr-q" }, t.label));
  var row = el("div", { class: "row" });
  // No maxlength: the browser would cut a pasted question without a word; `limit` says it.
  var input = el("textarea", { id: "kr-q", name: "question", rows: "2", placeholder: t.placeholder, "aria-describedby": "kr-limit" });
  var sendBtn = el("button", { type: "submit", class: "send" }, t.send);
  row.appendChild(input);
  row.appendChild(sendBtn);
  form.appendChild(row);
  var limit = el("p", { id: "kr-limit", class: "limit", role: "alert" });
  limit.hidden = true;
  form.appendChild(limit);
  var resetBtn = el("button", { type: "button", class: "reset" }, t.reset);
  form.appendChild(resetBtn);
  panel.appendChild(header);
  panel.appendChild(log);
  panel.appendChild(form);
  root.appendChild(launcher);
  root.appendChild(panel);

  function setOpen(open) {
    panel.hidden = !open;
    launcher.setAttribute("aria-expanded", String(open));
    if (open) input.focus(); else launcher.focus();
  }
  launcher.addEventListener("click", function () { setOpen(panel.hidden); });
  closeBtn.addEventListener("click", function () { setOpen(false); });
  panel.addEventListener("keydown", function (e) { if (e.key === "Escape") setOpen(false); });
  function tooLong() {
    var n = input.value.trim().length;
    limit.hidden = n <= MAX_CHARS;
    limit.textContent = limit.hidden ? "" : t.tooLong.replace("{n}", n).replace("{max}", MAX_CHARS);
    return !limit.hidden;
  }
  input.addEventListener("input", tooLong);
  input.addEventListener("keydown", function (e) {
    if (e.key === "Enter" && !e.shiftKey) { e.preventDefault(); form.requestSubmit(); }
  });
  resetBtn.addEventListener("click", function () {
    convo = { items: [], notice: false };
    save();
    renderAll();
    input.focus();
  });

  // -- rendering ---------------------------------------------------------------------------------
  function scroll() { log.scrollTop = log.scrollHeight; }

  function renderNotice(item) {
    var box = el("div", { class: "notice" });
    box.appendChild(el("strong", {}, item.title || ""));
    box.appendChild(document.createTextNode(item.content || ""));
    log.appendChild(box);
  }

  function renderUser(item) { log.appendChild(el("div", { class: "msg user" }, item.content)); }

  function renderBot(item) {
    var box = el("div", { class: "msg bot" + (item.error ? " error" : "") });
    var text = el("div", { class: "text" }, item.content || t.wait);
    box.appendChild(text);
    if (item.data) decorate(box, item);
    log.appendChild(box);
    return { box: box, text: text };
  }

  function decorate(box, item) {
    var data = item.data;
    if (data.checks && data.checks.length) box.appendChild(badge(data.checks));
    if (data.citations && data.citations.length) box.appendChild(citations(data.citations));
    if (data.answer_id && !data.refused) box.appendChild(feedback(item));
  }

  var citeSeq = 0;
  // The verification badge; a click shows each checked number's working and cited rule.
  function badge(checks) {
    var corrected = checks.some(function (c) { return c.verdict === "contradicted"; });
    var wrap = el("div");
    var id = "kr-trail-" + ++citeSeq;
    var button = el("button", { type: "button", class: "badge" + (corrected ? " corrected" : ""), "aria-expanded": "false", "aria-controls": id }, corrected ? t.corrected : t.verified);
    var detail = el("div", { id: id, class: "trail" });
    detail.hidden = true;
    checks.forEach(function (c) {
      var value = c.value + (c.unit ? " " + c.unit : "");
      detail.appendChild(el("p", {}, c.verdict === "contradicted" ? t.was.replace("{v}", value).replace("{e}", c.expected) : t.same.replace("{v}", value)));
      if (c.trail.length) {
        var steps = el("ol");
        c.trail.forEach(function (step) { steps.appendChild(el("li", {}, step)); });
        detail.appendChild(steps);
      }
      c.citations.forEach(function (r) {
        detail.appendChild(el("strong", {}, t.rule + ": " + r.section));
        detail.appendChild(el("blockquote", { lang: "tr" }, "“" + r.quote + "”"));
      });
    });
    button.addEventListener("click", function () {
      var open = detail.hidden;
      detail.hidden = !open;
      button.setAttribute("aria-expanded", String(open));
    });
    wrap.appendChild(button);
    wrap.appendChild(detail);
    return wrap;
  }

  function citations(list) {
    var wrap = el("div");
    var chips = el("div", { class: "chips", role: "group", "aria-label": t.sources });
    chips.appendChild(el("span", {}, t.sources + ":"));
    wrap.appendChild(chips);
    list.forEach(function (c) {
      var id = "kr-cite-" + ++citeSeq;
      var chip = el("button", { type: "button", class: "chip", "aria-expanded": "false", "aria-controls": id, "aria-label": t.source + " " + c.n }, "[" + c.n + "]");
      var detail = el("div", { id: id, class: "cite" });
      detail.hidden = true;
      detail.appendChild(el("strong", {}, c.section));
      detail.appendChild(el("blockquote", { lang: c.lang || "tr" }, "“" + c.quote + "”"));
      detail.appendChild(el("small", {}, c.source_label || ""));
      chip.addEventListener("click", function () {
        var open = detail.hidden;
        detail.hidden = !open;
        chip.setAttribute("aria-expanded", String(open));
      });
      chips.appendChild(chip);
      wrap.appendChild(detail);
    });
    return wrap;
  }

  function feedback(item) {
    var bar = el("div", { class: "fb" });
    var up = el("button", { type: "button", "aria-label": t.up, "aria-pressed": String(item.vote === "up") });
    var down = el("button", { type: "button", "aria-label": t.down, "aria-pressed": String(item.vote === "down") });
    up.appendChild(thumb(false));
    down.appendChild(thumb(true));
    var note = el("span", { role: "status" });
    function vote(v) {
      up.setAttribute("aria-pressed", String(v === "up"));
      down.setAttribute("aria-pressed", String(v === "down"));
      post("/feedback", { answer_id: item.data.answer_id, vote: v }).then(function (res) {
        note.textContent = res.ok ? t.thanks : t.failed;
        if (res.ok) { item.vote = v; save(); }
      }, function () { note.textContent = t.offline; });
    }
    up.addEventListener("click", function () { vote("up"); });
    down.addEventListener("click", function () { vote("down"); });
    bar.appendChild(up);
    bar.appendChild(down);
    bar.appendChild(note);
    return bar;
  }

  function renderItem(item) {
    if (item.role === "notice") renderNotice(item);
    else if (item.role === "user") renderUser(item);
    else renderBot(item);
  }

  function renderAll() {
    log.textContent = "";
    if (!convo.items.length) log.appendChild(el("div", { class: "msg bot" }, t.hello));
    convo.items.forEach(renderItem);
    scroll();
  }

  // -- talking to the API ------------------------------------------------------------------------
  function post(path, body) {
    return fetch(API + path, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      credentials: "omit"
    });
  }

  async function readEvents(res, onEvent) {
    var reader = res.body.getReader();
    var decoder = new TextDecoder();
    var buf = "";
    for (;;) {
      var chunk = await reader.read();
      if (chunk.done) break;
      buf += decoder.decode(chunk.value, { stream: true }).replace(/\r\n?/g, "\n");
      var cut;
      while ((cut = buf.indexOf("\n\n")) >= 0) {
        dispatch(buf.slice(0, cut), onEvent);
        buf = buf.slice(cut + 2);
      }
    }
    if (buf.trim()) dispatch(buf, onEvent);
  }

  function dispatch(block, onEvent) {
    var name = "message";
    var data = [];
    block.split("\n").forEach(function (line) {
      if (line.indexOf("event:") === 0) name = line.slice(6).trim();
      else if (line.indexOf("data:") === 0) data.push(line.slice(5).replace(/^ /, ""));
    });
    if (!data.length) return; // comments / keep-alives
    var payload;
    try { payload = JSON.parse(data.join("\n")); } catch (e) { return; } // skip a broken event
    onEvent(name, payload);
  }

  // Each checked number once (a claim may be checked twice), corrections first.
  function checked(list) {
    var seen = {};
    var out = [];
    (list || []).forEach(function (c) {
      var claim = c.claim || {};
      var key = [claim.start, claim.end, c.verdict, c.expected].join(":");
      if ((c.verdict !== "verified" && c.verdict !== "contradicted") || seen[key]) return;
      seen[key] = true;
      out.push({
        verdict: c.verdict, value: claim.value, unit: claim.unit || "", expected: c.expected,
        trail: c.trail || [],
        citations: (c.citations || []).map(function (r) { return { section: r.section, quote: r.quote }; })
      });
    });
    return out.sort(function (a, b) { return (a.verdict === "contradicted" ? 0 : 1) - (b.verdict === "contradicted" ? 0 : 1); });
  }

  function summarize(p) {
    return {
      answer_id: p.answer_id,
      refused: !!p.refused,
      citations: (p.citations || []).map(function (c) {
        return { n: c.n, section: c.section, quote: c.quote, lang: c.lang, source_label: c.source_label };
      }),
      checks: checked(p.checks)
    };
  }

  async function ask(question) {
    var sent = { question: question, game: GAME, history: history(), lang: LANG };
    var userItem = { role: "user", content: question };
    convo.items.push(userItem);
    renderUser(userItem);
    var item = { role: "assistant", content: "" };
    convo.items.push(item);
    var view = renderBot(item);
    scroll();
    var draft = "";
    try {
      var res = await fetch(API + "/ask/stream", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
        body: JSON.stringify(sent),
        credentials: "omit"
      });
      if (!res.ok) {
        var err = await res.json().catch(function () { return {}; });
        throw new Error((err.detail && err.detail.message) || t.failed);
      }
      await readEvents(res, function (name, payload) {
        if (name === "token") { draft += payload; view.text.textContent = draft; }
        else if (name === "answer") finish(item, view, payload);
        else if (name === "error") throw new Error(payload.message || t.failed);
        scroll();
      });
      if (!item.data) throw new Error(t.failed);
    } catch (e) {
      item.error = true;
      item.content = e instanceof TypeError ? t.offline : e.message || t.failed;
      view.box.classList.add("error");
      view.text.textContent = item.content;
    }
    save();
    scroll();
    return !!item.error;
  }

  function finish(item, view, payload) {
    // The validated answer replaces the streamed draft (numbers may have been corrected).
    item.content = payload.answer;
    item.data = summarize(payload);
    view.text.textContent = item.content;
    decorate(view.box, item);
    if (!convo.notice && payload.disclaimer) {
      convo.notice = true;
      var notice = { role: "notice", title: payload.notice_title || "", content: payload.disclaimer };
      convo.items.push(notice);
      renderNotice(notice);
    }
  }

  var busy = false;
  form.addEventListener("submit", function (e) {
    e.preventDefault();
    var q = input.value.trim();
    if (!q || busy) return;
    if (tooLong()) { input.focus(); return; } // kept in the box, to be shortened
    busy = true;
    sendBtn.disabled = true;
    input.value = "";
    ask(q).then(function (failed) {
      if (failed && !input.value) input.value = q; // let the customer send it again
      busy = false;
      sendBtn.disabled = false;
      input.focus();
    });
  });

  // -- telling the site owner (console) what would otherwise only show when a customer asks -----
  function warn(message) {
    if (window.console && console.warn) console.warn("Kural Rehberi: " + message);
  }
  function checkSetup() {
    var server = new URL(API).origin;
    fetch(API + "/games", { credentials: "omit" }).then(function (res) {
      return res.ok ? res.json() : null;
    }).then(function (games) {
      if (!games || !GAME) return;
      var slugs = games.map(function (g) { return g.slug; });
      if (slugs.indexOf(GAME) < 0) {
        warn('data-game="' + GAME + '" is not a game on ' + server + "; known: " + slugs.join(", ") +
          ". Every question from this page will be refused until data-game names one of them.");
      }
    }, function () {
      warn(server + " cannot be reached from this page. If the server is up, add " + location.origin +
        " to its RULES_ALLOWED_ORIGINS.");
    });
  }

  renderAll();
  (document.body || document.documentElement).appendChild(host);
  checkSetup();
})();
