/// The HTML report's script: reads the embedded data and makes the page interactive.
///
/// The page's HTML already holds the summary, the anomalies, the final tree and the
/// timeline; the script adds the slider, the event list and RIB details. It builds
/// everything with text nodes (names are user data); the SVG drawings come from graphviz,
/// which escapes every name it writes.
enum ReportScript {
    static let javaScript = #"""
        (() => {
          'use strict';
          const data = JSON.parse(document.getElementById('ribviz-data').textContent);
          const byId = (id) => document.getElementById(id);
          const slider = byId('slider');
          const tree = byId('tree');
          const timelineSVG = byId('timeline').querySelector('svg');
          const ribs = new Map(data.ribs.map((rib) => [rib.id, rib]));
          const staticFindings = [...byId('findings').children];
          const state = { event: -1, drawing: -1, rib: null };

          function make(tag, text, className) {
            const element = document.createElement(tag);
            if (text !== undefined) element.textContent = text;
            if (className) element.className = className;
            return element;
          }

          function figureList(figures) {
            const list = make('dl');
            for (const figure of figures) {
              const row = make('div');
              row.append(make('dt', figure.label), make('dd', figure.value));
              list.append(row);
            }
            return list;
          }

          // Appends many children without spreading them into one call's arguments.
          function appendAll(parent, children) {
            const fragment = document.createDocumentFragment();
            for (const child of children) fragment.append(child);
            parent.append(fragment);
          }

          function eventItem(index) {
            const event = data.events[index];
            const item = make('li');
            const button = make('button', undefined, 'event');
            button.type = 'button';
            button.append(make('span', event.timeText, 'time'), make('span', event.line));
            if (event.findings.length > 0) {
              button.classList.add('has-finding');
              button.append(make('span', '⚠ ' + data.findings[event.findings[0]].kind, 'kind'));
            }
            button.title = 'Event ' + event.sequence;
            button.addEventListener('click', () => show(index));
            item.append(button);
            return item;
          }

          // Makes the RIBs of a drawing work as buttons: click, Enter or Space shows details.
          function makeSelectable(nodes, ribOf) {
            for (const node of nodes) {
              const rib = ribs.get(ribOf(node));
              if (!rib) continue;
              node.setAttribute('tabindex', '0');
              node.setAttribute('role', 'button');
              node.setAttribute('aria-label', rib.name);
              node.addEventListener('click', (click) => { click.stopPropagation(); select(rib.id, { reveal: true }); });
              node.addEventListener('keydown', (key) => {
                if (key.key === 'Enter' || key.key === ' ') { key.preventDefault(); select(rib.id, { reveal: true }); }
              });
            }
          }
          const treeNodes = () => [...tree.querySelectorAll('g.node')].filter((node) => /^rib\d+$/.test(node.id));

          const eventItems = data.events.map((event, index) => eventItem(index));
          appendAll(byId('events'), eventItems);

          slider.max = String(Math.max(data.events.length - 1, 0));
          slider.disabled = data.events.length === 0;
          slider.addEventListener('input', () => show(Number(slider.value)));
          byId('first').addEventListener('click', () => show(0));
          byId('previous').addEventListener('click', () => show(state.event - 1));
          byId('next').addEventListener('click', () => show(state.event + 1));
          byId('last').addEventListener('click', () => show(data.events.length - 1));
          byId('zoom').addEventListener('click', () => {
            const natural = tree.classList.toggle('natural');
            byId('zoom').setAttribute('aria-pressed', String(natural));
            byId('zoom').textContent = natural ? 'Fit' : 'Actual size';
          });
          // Arrow keys step through the events when nothing else on the page wants them.
          document.addEventListener('keydown', (key) => {
            if (key.altKey || key.ctrlKey || key.metaKey) return;
            const focus = document.activeElement;
            const onPage = !focus || focus === document.body;
            const inTree = byId('tree-panel').contains(focus) && !(focus instanceof HTMLInputElement);
            if (!onPage && !inTree) return;
            const moves = { ArrowLeft: state.event - 1, ArrowRight: state.event + 1 };
            if (inTree) Object.assign(moves, { Home: 0, End: data.events.length - 1 });
            if (key.key in moves) { key.preventDefault(); show(moves[key.key]); }
          });

          // The timeline: a cursor at the current event's time; a click chooses a moment or a RIB.
          const axis = timelineSVG && timelineSVG.getElementById(data.timeAxis.elementID);
          const axisBox = axis ? axis.getBBox() : null;
          let cursor = null;
          if (axisBox) {
            const graph = timelineSVG.querySelector('g.graph');
            cursor = document.createElementNS('http://www.w3.org/2000/svg', 'line');
            cursor.setAttribute('class', 'cursor');
            cursor.setAttribute('y1', String(graph.getBBox().y));
            cursor.setAttribute('y2', String(axisBox.y + axisBox.height));
            graph.append(cursor);
            makeSelectable(timelineSVG.querySelectorAll('g.node[id^="lane_rib"]'), (node) => Number(node.id.slice('lane_rib'.length)));
            timelineSVG.addEventListener('click', (click) => {
              const matrix = graph.getScreenCTM();
              if (!matrix) return;
              const point = (x) => new DOMPoint(x, click.clientY).matrixTransform(matrix.inverse()).x;
              const timeAt = (x) => (x - axisBox.x) / axisBox.width * data.timeAxis.end;
              const x = point(click.clientX);
              if (x < axisBox.x || x > axisBox.x + axisBox.width) return;
              // A click within 3 pixels of an event's mark counts as on it.
              const tolerance = timeAt(point(click.clientX + 3)) - timeAt(x);
              show(lastEventAtOrBefore(timeAt(x) + tolerance));
            });
          }

          function lastEventAtOrBefore(time) {
            let low = 0, high = data.events.length - 1;
            while (low < high) {
              const middle = Math.ceil((low + high) / 2);
              if (data.events[middle].time <= time) low = middle; else high = middle - 1;
            }
            return low;
          }

          function show(index) {
            if (data.events.length === 0) {
              byId('caption').textContent = 'The trace has no events.';
              return;
            }
            index = Math.max(0, Math.min(data.events.length - 1, Math.round(index)));
            const event = data.events[index];
            if (event.state !== state.drawing) {
              tree.innerHTML = data.states[event.state];
              state.drawing = event.state;
              if (treeNodes().length === 0) tree.append(make('p', 'No RIB is attached after this event.', 'empty'));
              makeSelectable(treeNodes(), (node) => Number(node.id.slice(3)));
            }
            if (state.event >= 0) eventItems[state.event].classList.remove('current');
            state.event = index;
            slider.value = String(index);
            byId('first').disabled = byId('previous').disabled = index === 0;
            byId('next').disabled = byId('last').disabled = index === data.events.length - 1;

            const caption = byId('caption');
            caption.replaceChildren(
              make('span', 'Event ' + event.sequence, 'sequence'),
              document.createTextNode(' · ' + (index + 1) + ' of ' + data.events.length + ' events · '),
              make('span', event.timeText, 'time'),
              document.createTextNode(': '),
              make('span', event.line, event.change ? 'change-' + event.change : undefined));
            for (const finding of event.findings) caption.append(make('span', '⚠ ' + data.findings[finding].kind, 'kind'));
            slider.setAttribute('aria-valuetext', caption.textContent);

            for (const node of tree.querySelectorAll('g.current, g.current-attached')) node.classList.remove('current', 'current-attached');
            if (event.rib !== null && event.rib !== undefined) {
              const node = tree.querySelector('#rib' + event.rib);
              if (node) node.classList.add(event.change === 'attached' ? 'current-attached' : 'current');
            }
            const item = eventItems[index];
            item.classList.add('current');
            const list = byId('events');
            const listBox = list.getBoundingClientRect();
            const itemBox = item.getBoundingClientRect();
            if (itemBox.top < listBox.top || itemBox.bottom > listBox.bottom) {
              list.scrollTop += itemBox.top - listBox.top - list.clientHeight / 2;
            }
            if (cursor) {
              const x = axisBox.x + axisBox.width * Math.min(event.time / data.timeAxis.end, 1);
              cursor.setAttribute('x1', String(x));
              cursor.setAttribute('x2', String(x));
            }
            markSelection();
            remember();
          }

          function select(id, options = {}) {
            state.rib = ribs.has(id) ? id : null;
            const details = byId('details');
            details.replaceChildren();
            const rib = ribs.get(state.rib);
            if (!rib) {
              details.append(make('h2', 'RIB details'), make('p', 'Click a RIB in the tree, or a name in the timeline.', 'hint'));
            } else {
              details.append(make('h2', rib.name));
              if (rib.facts.length > 0) details.append(figureList(rib.facts));
              details.append(make('h3', 'This RIB'), figureList(rib.history));
              if (rib.lifetime.length > 0) details.append(make('h3', rib.lifetimeTitle), figureList(rib.lifetime));
              if (rib.findings.length > 0) {
                const list = make('ol', undefined, 'finding-list');
                appendAll(list, rib.findings.map((index) => staticFindings[index].cloneNode(true)));
                details.append(make('h3', 'Anomalies'), list);
              }
              const events = make('ol', undefined, 'event-list');
              appendAll(events, rib.events.map(eventItem));
              details.append(make('h3', 'Events (' + rib.events.length + ')'), events);
            }
            markSelection();
            remember();
            if (options.reveal) details.scrollIntoView({ block: 'nearest' });
          }

          function markSelection() {
            for (const node of document.querySelectorAll('g.selected')) node.classList.remove('selected');
            if (state.rib === null) return;
            const node = tree.querySelector('#rib' + state.rib);
            if (node) node.classList.add('selected');
            const lane = timelineSVG && timelineSVG.getElementById('lane_rib' + state.rib);
            if (lane) lane.classList.add('selected');
          }

          // The address remembers the moment and the RIB: #event=42&rib=3.
          let restoring = false;
          function remember() {
            if (restoring || state.event < 0) return;
            const hash = '#event=' + data.events[state.event].sequence + (state.rib === null ? '' : '&rib=' + state.rib);
            if (location.hash !== hash) history.replaceState(null, '', hash);
          }

          function restore() {
            const parameters = new URLSearchParams(location.hash.slice(1));
            const sequence = parameters.has('event') ? Number(parameters.get('event')) : NaN;
            const index = data.events.findIndex((event) => event.sequence === sequence);
            const rib = parameters.has('rib') ? Number(parameters.get('rib')) : null;
            restoring = true;
            select(rib);
            show(index >= 0 ? index : data.events.length - 1);
            restoring = false;
            if (location.hash !== '') remember();
          }

          window.addEventListener('hashchange', restore);
          restore();
        })();

        """#
}
