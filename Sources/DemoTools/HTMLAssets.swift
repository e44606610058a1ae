extension HTMLPage {
    /// The page's style: four panes in two rows, each scrolling on its own; text at least 18 px on a
    /// wide screen (a projector) and 15 px below; light and dark; a print view of the whole run.
    static let style = """
        :root { color-scheme: light dark; --bg: #ffffff; --fg: #1a1a1a; --muted: #555555; --line: #8a8a8a;
          --pane: #f6f6f4; --lit: #fff1a8; --lit-line: #b08800; --note: #0b5cad; --reply: #444444;
          --band: #e6ecf5; --box: #ffffff; --here: #ffe08a; --calls: #d7ecff; --refusal: #b00020; --result: #006b1f; }
        @media (prefers-color-scheme: dark) {
          :root { --bg: #15171a; --fg: #ececec; --muted: #b5b5b5; --line: #8d949c; --pane: #1d2024;
            --lit: #5c4b00; --lit-line: #ffd24a; --note: #7ab8ff; --reply: #cfcfcf; --band: #25303d;
            --box: #23272c; --here: #5a4700; --calls: #16395c; --refusal: #ff7b8a; --result: #6fdc8c; }
        }
        html { font-size: 15px; }
        @media (min-width: 1600px) { html { font-size: 18px; } }
        * { box-sizing: border-box; }
        body { margin: 0; height: 100vh; display: flex; flex-direction: column; overflow: hidden;
          background: var(--bg); color: var(--fg); font: 1rem/1.4 system-ui, sans-serif; }
        header { padding: 0.3rem 0.8rem; border-bottom: 1px solid var(--line); }
        h1 { font-size: 1.1rem; margin: 0 0 0.2rem; }
        h2 { font-size: 1rem; line-height: 1.8rem; height: 2.3rem; white-space: nowrap; margin: 0; padding: 0.2rem 0.5rem; position: sticky; left: 0; top: 0; z-index: 2;
          background: var(--pane); border-bottom: 1px solid var(--line); }
        h3 { font-size: 1rem; margin: 0.5rem 0.5rem 0; }
        .legend { font-weight: normal; color: var(--muted); margin-left: 0.6rem; }
        .legend .note { color: var(--note); }
        nav { display: flex; flex-wrap: wrap; gap: 0.4rem; align-items: center; }
        button, select, input { font: inherit; }
        button { padding: 0.1rem 0.6rem; min-width: 2.6rem; }
        #slider { flex: 1 1 12rem; min-width: 8rem; }
        .keys { color: var(--muted); }
        #status { margin: 0.2rem 0 0; font-family: ui-monospace, monospace; white-space: nowrap; overflow: hidden;
          text-overflow: ellipsis; }
        main { flex: 1; min-height: 0; display: grid; gap: 4px; padding: 4px;
          grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); grid-template-rows: minmax(0, 1fr) minmax(0, 1fr); }
        .pane { overflow: auto; min-width: 0; min-height: 0; background: var(--pane); border: 1px solid var(--line);
          position: relative; }
        @media (max-width: 900px) {
          body { height: auto; overflow: visible; }
          main { display: block; }
          .pane { height: 70vh; margin-bottom: 4px; }
        }
        ol.lines { list-style: none; margin: 0; padding: 0.3rem 0.5rem; font-family: ui-monospace, monospace;
          white-space: pre-wrap; overflow-wrap: anywhere; }
        ol.lines li { padding: 0 0.3rem; min-height: 1.4em; }
        ol.lines li.msg { cursor: pointer; border-left: 4px solid transparent; }
        ol.lines li.msg:hover { text-decoration: underline; }
        ol.lines li[aria-current] { background: var(--lit); border-left-color: var(--lit-line); }
        li.title, li.heading { font-weight: bold; }
        li.result { color: var(--result); font-weight: bold; }
        li.refusal { color: var(--refusal); font-weight: bold; }
        .stick { position: sticky; top: 2.3rem; z-index: 1; background: var(--pane); width: max-content; }
        svg text { fill: var(--fg); font-family: ui-monospace, monospace; }
        svg .who rect { fill: var(--box); stroke: var(--fg); stroke-width: 1.5; }
        svg .who.person rect { stroke-dasharray: 5 3; }
        .lifelines line { stroke: var(--line); stroke-dasharray: 6 6; }
        .band rect { fill: var(--band); }
        .band text { font-weight: bold; }
        .msg line, .msg path { stroke: var(--fg); stroke-width: 2; fill: none; }
        .msg.reply line { stroke: var(--reply); stroke-dasharray: 8 6; }
        .msg.notification line { stroke: var(--note); stroke-width: 2.5; }
        .msg.notification text { fill: var(--note); }
        .msg { cursor: pointer; }
        .msg .hit { fill: transparent; stroke: none; }
        .msg[aria-current] .hit { fill: var(--lit); }
        .msg[aria-current] line, .msg[aria-current] path { stroke-width: 4; }
        .msg[aria-current] text { font-weight: bold; }
        .mk-call { fill: var(--fg); }
        .mk-open { fill: none; stroke: var(--reply); stroke-width: 1.5; }
        .mk-note { fill: none; stroke: var(--note); stroke-width: 1.8; }
        .mk-tri { fill: var(--box); stroke: var(--fg); stroke-width: 1.2; }
        .cls rect { fill: var(--box); stroke: var(--fg); stroke-width: 1.5; }
        .cls .rule { stroke: var(--fg); }
        .cls .name { font-weight: bold; }
        .cls.protocol .name { font-style: italic; }
        .cls.lit rect { fill: var(--lit); stroke: var(--lit-line); stroke-width: 4; }
        .rel line, .rel path { stroke: var(--fg); stroke-width: 1.6; }
        .rel.notifies line, .rel.notifies path { stroke: var(--note); }
        .rel text { paint-order: stroke; stroke: var(--pane); stroke-width: 5px; stroke-linejoin: round; }
        #code .where { margin: 0.4rem 0.5rem 0.1rem; font-weight: bold; }
        #code .role { color: var(--muted); font-weight: normal; }
        #code .missing { margin: 0.3rem 0.5rem; }
        ol.code { margin: 0; padding: 0 0.5rem 0 4.2rem; font-family: ui-monospace, monospace; }
        ol.code li { white-space: pre; }
        ol.code li::marker { color: var(--muted); }
        ol.code li.here { background: var(--here); }
        ol.code li.calls, .legend .calls { background: var(--calls); }
        .legend .here { background: var(--here); }
        .legend mark { color: var(--fg); padding: 0 0.2rem; }
        .defs { position: absolute; }
        @media print {
          body { height: auto; overflow: visible; display: block; }
          nav, .keys { display: none; }
          main { display: block; }
          .pane { overflow: visible; border: none; break-inside: auto; margin-bottom: 1rem; }
          .stick, h2 { position: static; }
          .src[hidden] { display: none; }
        }

        """

    /// The page's script: the steps, the keys, the buttons and slider, clicks and `#step=N`.
    static let script = """
        (function () {
          "use strict";
          var data = JSON.parse(document.getElementById("trace").textContent).steps;
          var total = data.length, current = 0;
          var status = document.getElementById("status"), slider = document.getElementById("slider");
          var menu = document.getElementById("menu"), codeNow = document.getElementById("code-now");
          var reduced = window.matchMedia("(prefers-reduced-motion: reduce)");
          function all(selector) { return Array.prototype.slice.call(document.querySelectorAll(selector)); }
          function stepped(n) { return all('[data-step="' + n + '"]'); }
          function show(run) {
            all(".run").forEach(function (el) { el.hidden = el.getAttribute("data-run") !== String(run); });
            if (menu) {
              for (var i = 0; i < menu.options.length; i++) {
                if (Number(menu.options[i].value) <= current) { menu.selectedIndex = i; }
              }
            }
          }
          // Scrolls the element's pane (one call per pane, so two panes scroll together) to show it:
          // centred when it is out of sight.
          function reveal(el) {
            var pane = el.closest(".pane");
            if (!pane) { return; }
            var box = el.getBoundingClientRect(), view = pane.getBoundingClientRect();
            var head = pane.querySelector("h2").offsetHeight + (el.classList.contains("msg") && el.tagName !== "LI" ? 60 : 0);
            var top = pane.scrollTop, left = pane.scrollLeft;
            if (box.top < view.top + head || box.bottom > view.bottom) {
              top += box.top - view.top - head - (pane.clientHeight - head - box.height) / 2;
            }
            if (box.left < view.left || box.right > view.left + pane.clientWidth) {
              left += box.left - view.left - (pane.clientWidth - box.width) / 2;
              // An arrow wider than the pane: its sender's end in sight, where its label is.
              var arrow = el.querySelector("line");
              if (arrow && box.width > pane.clientWidth - 40) {
                var rightward = Number(arrow.getAttribute("x1")) < Number(arrow.getAttribute("x2"));
                left = pane.scrollLeft + box.left - view.left - (rightward ? 30 : pane.clientWidth - box.width - 30);
              }
            }
            pane.scrollTo({ top: Math.max(0, top), left: Math.max(0, left), behavior: reduced.matches || !moved ? "auto" : "smooth" });
          }
          var moved = false;
          function source(id, label) {
            var el = document.getElementById("src-" + id);
            if (!el) { return ""; }
            return '<p class="where"><span class="role">' + label + "</span></p>" + el.innerHTML;
          }
          function go(n) {
            if (total === 0) { return; }
            n = Math.max(1, Math.min(total, n));
            stepped(current).forEach(function (el) { el.removeAttribute("aria-current"); });
            current = n;
            var step = data[n - 1];
            show(step[0]);
            var line = null;
            stepped(n).forEach(function (el) {
              el.setAttribute("aria-current", "step");
              if (el.tagName === "LI") { line = el; }
              reveal(el);
            });
            var lit = null;
            all(".cls").forEach(function (el) {
              var on = step[4].indexOf(el.getAttribute("data-class")) >= 0;
              el.classList.toggle("lit", on);
              // The receiver's class first (the list's first name): that is where the call goes.
              var name = el.getAttribute("data-class");
              if (on && !el.closest("[hidden]") && (!lit || name === step[4][0] && lit.getAttribute("data-class") !== name)) {
                lit = el;
              }
            });
            if (lit) { reveal(lit); }
            codeNow.innerHTML = source(step[2], "The method that runs:") + source(step[3], "Where the message came from:");
            if (step[2] < 0 && step[3] < 0) { codeNow.innerHTML = "<p class=\\"where\\">The scenario's own code; no method of the pattern runs here.</p>"; }
            status.textContent = "Step " + n + " of " + total + ": " + (line ? line.textContent : "");
            slider.value = String(n);
            document.getElementById("home").disabled = document.getElementById("prev").disabled = n === 1;
            document.getElementById("end").disabled = document.getElementById("next").disabled = n === total;
            if (location.hash !== "#step=" + n) {
              try { history.replaceState(null, "", "#step=" + n); } catch (e) { /* a page without history */ }
            }
          }
          function stop(direction) {
            var n = current + direction;
            while (n >= 1 && n <= total && !data[n - 1][1]) { n += direction; }
            return n < 1 ? 1 : n > total ? total : n;
          }
          function fromHash() {
            var match = /^#step=(\\d+)$/.exec(location.hash);
            return match ? Number(match[1]) : 1;
          }
          document.addEventListener("keydown", function (event) {
            if (event.altKey || event.ctrlKey || event.metaKey || (event.target && event.target.tagName === "SELECT")) { return; }
            var moves = { ArrowRight: current + 1, ArrowDown: current + 1, ArrowLeft: current - 1, ArrowUp: current - 1,
              Home: 1, End: total };
            var target = moves[event.key];
            if (event.key === "PageDown") { target = stop(1); }
            if (event.key === "PageUp") { target = stop(-1); }
            if (target === undefined) { return; }
            event.preventDefault();
            go(target);
          });
          document.addEventListener("click", function (event) {
            var el = event.target && event.target.closest ? event.target.closest("[data-step]") : null;
            if (el) { go(Number(el.getAttribute("data-step"))); }
          });
          document.getElementById("home").addEventListener("click", function () { go(1); });
          document.getElementById("end").addEventListener("click", function () { go(total); });
          document.getElementById("prev").addEventListener("click", function () { go(current - 1); });
          document.getElementById("next").addEventListener("click", function () { go(current + 1); });
          document.getElementById("pgup").addEventListener("click", function () { go(stop(-1)); });
          document.getElementById("pgdn").addEventListener("click", function () { go(stop(1)); });
          slider.addEventListener("input", function () { go(Number(slider.value)); });
          if (menu) { menu.addEventListener("change", function () { go(Number(menu.value)); }); }
          window.addEventListener("hashchange", function () { go(fromHash()); });
          all("[aria-current]").forEach(function (el) { el.removeAttribute("aria-current"); });
          go(fromHash());
          moved = true;
        })();

        """
}
