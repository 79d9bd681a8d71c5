/// The inspector page's stylesheet and script, inlined into every page.
enum InspectorAssets {
    static let style = """
        * { box-sizing: border-box; }
        body { margin: 0; font: 13px/1.4 system-ui, -apple-system, 'Segoe UI', sans-serif; color: #212529; background: #f8f9fa; }
        header { padding: 8px 16px; background: #212529; color: #f8f9fa; display: flex; gap: 16px; align-items: baseline; }
        header h1 { font-size: 15px; margin: 0; }
        .meta { color: #adb5bd; }
        main { display: grid; grid-template-columns: minmax(240px, 320px) minmax(0, 1fr) 340px; gap: 12px; padding: 12px; align-items: start; }
        nav { overflow-x: auto; }
        nav, aside, #canvas, #problems { background: #fff; border: 1px solid #dee2e6; border-radius: 6px; padding: 8px 12px; }
        h2 { font-size: 13px; margin: 4px 0 8px; text-transform: uppercase; letter-spacing: .04em; color: #495057; }
        h3 { font-size: 12px; margin: 12px 0 4px; color: #495057; }
        #tree, #tree ul { list-style: none; margin: 0; padding-left: 12px; }
        #tree { padding-left: 0; }
        .node { cursor: pointer; padding: 1px 4px; border-radius: 3px; display: inline-block; max-width: 100%; overflow-wrap: anywhere; }
        .node:hover { background: #e7f5ff; }
        .node.selected { background: #1c7ed6; color: #fff; }
        .node.ambiguous::after { content: ' ⚠ ambiguous'; color: #e8590c; }
        .node.hidden { color: #adb5bd; font-style: italic; }
        .kind { color: #868e96; font-size: 11px; margin-left: 4px; }
        .node.selected .kind { color: #d0ebff; }
        #canvas svg { width: 100%; height: auto; max-height: 85vh; background: #fff; box-shadow: 0 0 0 1px #dee2e6; }
        #canvas rect[data-view] { pointer-events: all; cursor: pointer; }
        #canvas rect[data-view].selected { stroke: #1c7ed6; stroke-width: 2; fill: rgba(28,126,214,.08); }
        dl { display: grid; grid-template-columns: auto 1fr; gap: 2px 12px; margin: 0; }
        dt { color: #868e96; }
        dd { margin: 0; font-family: ui-monospace, Menlo, monospace; }
        ul.constraints { list-style: none; padding: 0; margin: 0; }
        details { margin-top: 12px; }
        summary { cursor: pointer; color: #495057; }
        li.constraint { font-family: ui-monospace, Menlo, monospace; font-size: 12px; padding: 2px 4px; border-left: 3px solid #1c7ed6; margin: 2px 0; background: #f8f9fa; overflow-wrap: anywhere; }
        li.constraint.optional { border-left-color: #9c36b5; }
        li.constraint.broken { border-left-color: #e03131; background: #fff5f5; text-decoration: line-through; }
        li.constraint .origin { color: #868e96; font-family: system-ui, sans-serif; font-size: 11px; }
        #problems { margin: 0 12px 12px; }
        #problem-list li { color: #c92a2a; font-family: ui-monospace, Menlo, monospace; font-size: 12px; }
        #problem-list li.ok { color: #2b8a3e; }
        #problem-list li.log { list-style: none; margin: 6px 0; }
        #problem-list pre { margin: 0; padding: 6px 8px; background: #fff5f5; border-left: 3px solid #e03131; font: inherit; white-space: pre-wrap; overflow-wrap: anywhere; }
        """

    static let script = """
        (function () {
          'use strict';
          var data = JSON.parse(document.getElementById('scene-data').textContent);
          var nodes = data.nodes, constraints = data.constraints;
          function fmt(v) { return v === null ? '—' : String(Math.round(v * 10000) / 10000); }
          function el(tag, cls, text) {
            var e = document.createElement(tag);
            if (cls) e.className = cls;
            if (text !== undefined) e.textContent = text;
            return e;
          }
          // The tree.
          var items = [];
          var lists = [document.getElementById('tree')];
          nodes.forEach(function (node, index) {
            var li = el('li');
            var label = el('span', 'node' + (node.ambiguous ? ' ambiguous' : '') + (node.hidden ? ' hidden' : ''), node.id);
            label.appendChild(el('span', 'kind', node.kind + (node.text ? ' “' + node.text.slice(0, 24) + '”' : '')));
            label.dataset.index = index;
            label.addEventListener('click', function () { select(index, true); });
            li.appendChild(label);
            li.appendChild(el('ul'));
            items[index] = li;
            var parentList = node.parent === null ? lists[0] : items[node.parent].lastChild;
            parentList.appendChild(li);
          });
          // The canvas.
          var rects = {};
          document.querySelectorAll('#canvas rect[data-view]').forEach(function (rect) {
            rects[rect.getAttribute('data-view')] = rect;
            rect.addEventListener('click', function (event) {
              event.stopPropagation();
              var index = nodes.findIndex(function (n) { return n.id === rect.getAttribute('data-view'); });
              if (index >= 0) select(index, true);
            });
          });
          function constraintList(title, list) {
            var fragment = document.createDocumentFragment();
            fragment.appendChild(el('h3', null, title + ' (' + list.length + ')'));
            var ul = el('ul', 'constraints');
            ul.id = 'constraints-' + title.toLowerCase();
            list.forEach(function (c) {
              var li = el('li', 'constraint' + (c.broken ? ' broken' : '') + (c.priority < 1000 ? ' optional' : ''));
              li.appendChild(document.createTextNode((c.id ? c.id + ': ' : '') + c.text));
              li.appendChild(el('span', 'origin', '  ' + c.origin + (c.broken ? ', broken' : '')));
              ul.appendChild(li);
            });
            fragment.appendChild(ul);
            return fragment;
          }
          function select(index, updateHash) {
            var node = nodes[index];
            document.querySelectorAll('.node.selected, rect.selected').forEach(function (e) { e.classList.remove('selected'); });
            var label = items[index].firstChild;
            label.classList.add('selected');
            if (rects[node.id]) rects[node.id].classList.add('selected');
            document.getElementById('selected-name').textContent = node.id;
            var body = document.getElementById('selected-body');
            body.textContent = '';
            var dl = el('dl');
            function row(name, value) { dl.appendChild(el('dt', null, name)); dl.appendChild(el('dd', null, value)); }
            row('kind', node.kind + (node.hidden ? ' (hidden)' : ''));
            row('frame', '(' + node.frame.map(fmt).join(', ') + ')');
            row('in window', '(' + node.window.map(fmt).join(', ') + ')');
            row('intrinsic size', node.intrinsic[0] === null && node.intrinsic[1] === null ? 'none' : fmt(node.intrinsic[0]) + ' × ' + fmt(node.intrinsic[1]));
            row('hugging (H, V)', node.hugging.map(fmt).join(', '));
            row('compression (H, V)', node.compression.map(fmt).join(', '));
            row('ambiguous', node.ambiguous ? 'yes' : 'no');
            if (node.text !== null) row('text', node.text);
            if (node.content) row('content area (in window)', '(' + node.content.map(fmt).join(', ') + ')');
            if (node.visible) row('visible rect (in content)', '(' + node.visible.map(fmt).join(', ') + ')');
            body.appendChild(dl);
            var mine = constraints.filter(function (c) { return c.items.indexOf(index) >= 0; });
            body.appendChild(constraintList('Horizontal', mine.filter(function (c) { return c.axis === 'horizontal'; })));
            body.appendChild(constraintList('Vertical', mine.filter(function (c) { return c.axis === 'vertical'; })));
            if (node.affecting.length === 2) {
              var more = el('details');
              more.id = 'affecting';
              more.appendChild(el('summary', null, 'Affecting its layout through the engine (' +
                (node.affecting[0].length + node.affecting[1].length) + ')'));
              ['Horizontal', 'Vertical'].forEach(function (axis, a) {
                var list = constraintList(axis, node.affecting[a].map(function (i) { return constraints[i]; }));
                list.querySelector('ul').id = 'affecting-' + axis.toLowerCase();
                more.appendChild(list);
              });
              body.appendChild(more);
            }
            if (updateHash && history.replaceState) history.replaceState(null, '', '#view=' + encodeURIComponent(node.id));
          }
          // Problems.
          var problems = document.getElementById('problem-list');
          constraints.filter(function (c) { return c.broken; }).forEach(function (c) {
            problems.appendChild(el('li', 'broken', 'broken: ' + c.text));
          });
          nodes.filter(function (n) { return n.ambiguous; }).forEach(function (n) {
            problems.appendChild(el('li', 'ambiguous', 'ambiguous: ' + n.id));
          });
          // Each log entry keeps its lines (UIKit's unsatisfiable report is a list of constraints).
          data.log.forEach(function (entry) {
            var li = el('li', 'log');
            li.appendChild(el('pre', null, entry));
            problems.appendChild(li);
          });
          if (!problems.firstChild) problems.appendChild(el('li', 'ok', 'none: no constraint was broken and no view is ambiguous'));
          // Initial selection: the fragment, else the first view below the root.
          function fromHash() {
            var match = /^#view=(.+)$/.exec(location.hash);
            if (!match) return -1;
            var id = decodeURIComponent(match[1]);
            return nodes.findIndex(function (n) { return n.id === id; });
          }
          var initial = fromHash();
          if (initial < 0) initial = nodes.length > 1 ? 1 : 0;
          if (nodes.length) select(initial, false);
          window.addEventListener('hashchange', function () { var i = fromHash(); if (i >= 0) select(i, false); });
        })();
        """
}
