extension MatrixPage {
    /// The page's style sheet: system fonts only, green where a cell held, red where it failed.
    static let style = """
        :root{--pass:#1d7a3e;--pass-bg:#e3f4e8;--fail:#b3261e;--fail-bg:#fbe4e2;--none:#8a8f98;--ink:#1c1f24;--line:#d5d8de}
        *{box-sizing:border-box}
        body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;color:var(--ink);margin:0 auto;padding:16px 24px 48px;max-width:1400px;background:#fafbfc}
        h1{font-size:22px;margin:0 0 4px}h2{font-size:18px;margin:28px 0 8px}h3{font-size:15px;margin:16px 0 6px}h4{font-size:14px;margin:14px 0 6px}
        body[data-status=failed] h1{color:var(--fail)}body[data-status=passed] h1{color:var(--pass)}
        .summary{margin:0 0 10px}
        .filters button{font:inherit;margin:0 4px 0 6px;padding:3px 12px;border:1px solid var(--line);border-radius:14px;background:#fff;cursor:pointer}
        .filters button[aria-pressed=true]{background:var(--ink);color:#fff;border-color:var(--ink)}
        :focus-visible{outline:3px solid #3b6ee8;outline-offset:2px}
        #failures ul{padding-left:20px}#failures li{margin:3px 0}#failures a{color:var(--fail);font-weight:600}
        table.grid{border-collapse:collapse;background:#fff}
        table.grid th,table.grid td{border:1px solid var(--line);padding:6px;vertical-align:top;text-align:left}
        table.grid td{min-width:190px}
        a.gridcell{display:flex;justify-content:space-between;align-items:center;gap:8px;margin:3px 0;padding:3px 6px;border-radius:5px;text-decoration:none;color:var(--ink);border:1px solid transparent}
        a.gridcell.pass{background:var(--pass-bg)}a.gridcell.fail{background:var(--fail-bg);border-color:var(--fail)}
        .badges{display:inline-flex;gap:3px}
        .badge{font-size:11px;padding:0 5px;border-radius:3px;color:#fff;background:var(--pass)}
        .badge.bad{background:var(--fail)}.badge.none{background:#fff;color:var(--none);border:1px dashed var(--none)}
        details.cell{background:#fff;border:1px solid var(--line);border-left:5px solid var(--pass);border-radius:4px;margin:8px 0;padding:6px 12px}
        details.cell[data-status=failed]{border-left-color:var(--fail)}
        details.cell summary{cursor:pointer;display:flex;gap:10px;align-items:center;flex-wrap:wrap}
        .status{font-weight:700}.status.pass{color:var(--pass)}.status.fail{color:var(--fail)}
        ul.failures{color:var(--fail);margin:6px 0}
        .shots{display:flex;flex-wrap:wrap;gap:12px}
        figure{margin:0}figure.shot{width:230px}figure.shot.bad figcaption{color:var(--fail);font-weight:600}
        .frame{position:relative;display:block;border:1px solid var(--line)}.frame img{display:block;width:100%;height:auto}
        .outline{position:absolute;border:2px solid #e0119d;box-shadow:0 0 0 1px #fff}
        .outline .tag{position:absolute;left:-2px;bottom:100%;background:#e0119d;color:#fff;font-size:10px;line-height:14px;padding:0 4px;white-space:nowrap}
        ul.violations{margin:4px 0;padding-left:18px;font-size:12px}
        table.transitions,table.sounds{border-collapse:collapse}
        table.transitions td,table.transitions th,table.sounds td,table.sounds th{border:1px solid var(--line);padding:2px 8px;text-align:left}
        tr.bad td{background:var(--fail-bg);color:var(--fail)}
        .chart{position:relative;display:inline-block;max-width:100%}.chart img{display:block;max-width:100%;height:auto}
        .chart .cursor{position:absolute;top:0;bottom:0;width:1px;background:#fff;pointer-events:none}
        #tooltip{position:absolute;z-index:2;background:var(--ink);color:#fff;font-size:12px;padding:3px 8px;border-radius:4px;pointer-events:none;white-space:nowrap}
        .sidebyside{display:flex;gap:10px;flex-wrap:wrap}.sidebyside img{width:220px;display:block}
        .wipe{position:relative;display:inline-block;margin-top:8px}.wipe img{width:320px;display:block}
        .wipe .over{position:absolute;top:0;left:0;height:100%;overflow:hidden;border-right:2px solid #e0119d}.wipe .over img{width:320px;max-width:none}
        .golden label{display:block;margin:4px 0 12px}
        .links a{font-weight:600}
        [hidden]{display:none!important}
        """

    /// The page's script: filters, opening a cell from the URL's #fragment, the chart
    /// readout (pointer or arrow keys) and the golden wipe sliders. An error it hits is kept
    /// in `body[data-errors]`; `body[data-ready]` says it ran to the end.
    static let script = """
        (function () {
          'use strict';
          window.addEventListener('error', function (event) {
            document.body.dataset.errors = (document.body.dataset.errors || '') + event.message + '; ';
          });
          var charts = JSON.parse(document.getElementById('chart-data').textContent);
          var buttons = Array.prototype.slice.call(document.querySelectorAll('[data-filter]'));
          function applyFilter(filter) {
            buttons.forEach(function (button) { button.setAttribute('aria-pressed', button.dataset.filter === filter ? 'true' : 'false'); });
            document.querySelectorAll('[data-cell]').forEach(function (element) {
              var checks = element.dataset.checks ? element.dataset.checks.split(' ') : [];
              element.hidden = !(filter === 'all' || element.dataset.status === filter || checks.indexOf(filter) >= 0);
            });
            document.body.dataset.filter = filter;
          }
          buttons.forEach(function (button) { button.addEventListener('click', function () { applyFilter(button.dataset.filter); }); });
          var asked = new URLSearchParams(window.location.search).get('filter');
          applyFilter(buttons.some(function (button) { return button.dataset.filter === asked; }) ? asked : 'all');

          function openFromHash() {
            var target = document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
            if (!target || target.tagName !== 'DETAILS') { return; }
            target.hidden = false;
            target.open = true;
            target.scrollIntoView();
            target.querySelector('summary').focus();
          }
          window.addEventListener('hashchange', openFromHash);
          openFromHash();

          var tooltip = document.getElementById('tooltip');
          document.querySelectorAll('.chart').forEach(function (chart) {
            var data = charts[chart.dataset.chart];
            if (!data || data.frames.length === 0) { return; }
            var image = chart.querySelector('img');
            var cursor = chart.querySelector('.cursor');
            var count = data.frames.length;
            var columns = Math.ceil(count / data.perColumn);
            var current = -1;
            function show(frame) {
              current = Math.max(0, Math.min(count - 1, frame));
              var f = data.frames[current];
              tooltip.textContent = 'frame ' + current + ': ' + f[0].toFixed(3) + ' ms (input ' + f[1].toFixed(3) + ', update ' + f[2].toFixed(3)
                + ', layout ' + f[3].toFixed(3) + ', draw ' + f[4].toFixed(3) + ', present ' + f[5].toFixed(3) + ')';
              var column = Math.floor(current / data.perColumn);
              var x = (data.plot[0] + (column + 0.5) * data.plot[2] / columns) / data.size[0];
              cursor.style.left = (x * 100) + '%';
              cursor.hidden = false;
              var box = chart.getBoundingClientRect();
              tooltip.hidden = false;
              tooltip.style.left = (window.scrollX + box.left + Math.min(box.width * x, box.width - tooltip.offsetWidth)) + 'px';
              tooltip.style.top = (window.scrollY + box.top - tooltip.offsetHeight - 4) + 'px';
            }
            function hide() { tooltip.hidden = true; cursor.hidden = true; }
            chart.addEventListener('mousemove', function (event) {
              var box = image.getBoundingClientRect();
              var x = (event.clientX - box.left) / box.width * data.size[0];
              var column = Math.floor((x - data.plot[0]) / data.plot[2] * columns);
              if (column < 0 || column >= columns) { hide(); return; }
              var slowest = column * data.perColumn;
              for (var frame = slowest; frame < Math.min(count, (column + 1) * data.perColumn); frame++) {
                if (data.frames[frame][0] > data.frames[slowest][0]) { slowest = frame; }
              }
              show(slowest);
            });
            chart.addEventListener('mouseleave', hide);
            chart.addEventListener('focus', function () { show(current < 0 ? 0 : current); });
            chart.addEventListener('blur', hide);
            chart.addEventListener('keydown', function (event) {
              var step = { ArrowRight: 1, ArrowLeft: -1, PageDown: 60, PageUp: -60 }[event.key];
              if (event.key === 'Home') { step = -count; }
              if (event.key === 'End') { step = count; }
              if (step === undefined) { return; }
              event.preventDefault();
              show(current + step);
            });
          });

          document.querySelectorAll('.wipe-slider').forEach(function (slider) {
            slider.addEventListener('input', function () {
              slider.closest('.golden').querySelector('.over').style.width = slider.value + '%';
            });
          });
          document.body.dataset.ready = 'yes';
        })();
        """
}
