/// The HTML report's script: reads the embedded content and makes the page interactive.
///
/// It builds the page with text nodes only (names are user data); the SVG drawings come
/// from graphviz, which escapes every name it writes.
enum ReportScript {
    static let javaScript = #"""
        (() => {
          'use strict';
          const data = JSON.parse(document.getElementById('ribviz-data').textContent);
          const byId = (id) => document.getElementById(id);
          const slider = byId('slider');
          const tree = byId('tree');
          const timeline = byId('timeline');
          const ribs = new Map(data.ribs.map((rib) => [rib.id, rib]));
          const svgNamespace = 'http://www.w3.org/2000/svg';
          const state = { event: -1, drawing: -1, rib: null };

          function make(tag, text, className) {
            const element = document.createElement(tag);
            if (text !== undefined) element.textContent = text;
            if (className) element.className = className;
            return element;
          }

          function figures(list, into) {
            for (const figure of list) {
              const row = make('div');
              row.append(make('dt', figure.label), make('dd', figure.value));
              into.append(row);
            }
          }

          // A finding: its kind, what happened, and a link to the event that shows it.
          function findingItem(index) {
            const finding = data.findings[index];
            const event = data.events[finding.event];
            const item = make('li');
            const link = make('a', 'event ' + event.sequence + ' at ' + event.timeText + ': ' + event.line, 'finding-link');
            link.href = '#event=' + event.sequence + (finding.rib === null || finding.rib === undefined ? '' : '&rib=' + finding.rib);
            item.append(make('span', finding.kind, 'kind'), document.createTextNode(finding.message), link);
            return item;
          }

          function eventItem(index) {
            const event = data.events[index];
            const item = make('li');
            item.append(make('span', event.timeText, 'time'), document.createTextNode(event.line));
            item.title = 'Event ' + event.sequence;
            item.addEventListener('click', () => show(index));
            return item;
          }

          // Header and lists that never change.
          figures(data.summary, byId('summary'));
          const eventItems = data.events.map((event, index) => {
            const item = eventItem(index);
            if (event.findings.length > 0) item.classList.add('has-finding');
            return item;
          });
          byId('events').append(...eventItems);
          const findingsList = byId('findings');
          byId('findings-title').textContent = data.findings.length === 0
            ? 'No anomalies'
            : (data.findings.length === 1 ? '1 anomaly' : data.findings.length + ' anomalies');
          if (data.findings.length === 0) {
            findingsList.append(make('li', 'Nothing found (' + data.thresholds + ').', 'empty'));
          }
          findingsList.append(...data.findings.map((finding, index) => findingItem(index)));

          slider.max = String(Math.max(data.events.length - 1, 0));
          slider.disabled = data.events.length === 0;
          slider.addEventListener('input', () => show(Number(slider.value)));
          byId('first').addEventListener('click', () => show(0));
          byId('previous').addEventListener('click', () => show(state.event - 1));
          byId('next').addEventListener('click', () => show(state.event + 1));
          byId('last').addEventListener('click', () => show(data.events.length - 1));
          document.addEventListener('keydown', (key) => {
            if (key.target instanceof HTMLInputElement || key.altKey || key.ctrlKey || key.metaKey) return;
            const moves = { ArrowLeft: state.event - 1, ArrowRight: state.event + 1, Home: 0, End: data.events.length - 1 };
            if (key.key in moves) { key.preventDefault(); show(moves[key.key]); }
          });

          tree.addEventListener('click', (click) => {
            const node = click.target.closest('g.node');
            if (node && /^rib\d+$/.test(node.id)) select(Number(node.id.slice(3)));
          });

          // The timeline: a cursor at the current event's time; clicks choose a moment or a RIB.
          timeline.innerHTML = data.timeline.svg;
          const timelineSVG = timeline.querySelector('svg');
          const axis = timelineSVG && timelineSVG.getElementById(data.timeline.axisElementID);
          const axisBox = axis ? axis.getBBox() : null;
          let cursor = null;
          if (axisBox && axis.ownerSVGElement) {
            const graph = timelineSVG.querySelector('g.graph');
            const plot = graph.getBBox();
            cursor = document.createElementNS(svgNamespace, 'line');
            cursor.setAttribute('class', 'cursor');
            cursor.setAttribute('y1', String(plot.y));
            cursor.setAttribute('y2', String(axisBox.y + axisBox.height));
            graph.append(cursor);
            timelineSVG.addEventListener('click', (click) => {
              const lane = click.target.closest('g.node[id^="lane_rib"]');
              if (lane) { select(Number(lane.id.slice('lane_rib'.length))); return; }
              const matrix = graph.getScreenCTM();
              if (!matrix) return;
              const point = new DOMPoint(click.clientX, click.clientY).matrixTransform(matrix.inverse());
              const fraction = (point.x - axisBox.x) / axisBox.width;
              if (fraction < 0 || fraction > 1) return;
              show(lastEventAtOrBefore(fraction * data.timeline.axisEnd));
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
            }
            if (state.event >= 0) eventItems[state.event].classList.remove('current');
            state.event = index;
            slider.value = String(index);
            byId('first').disabled = byId('previous').disabled = index === 0;
            byId('next').disabled = byId('last').disabled = index === data.events.length - 1;

            const caption = byId('caption');
            caption.replaceChildren(
              make('span', 'Event ' + event.sequence, 'sequence'),
              document.createTextNode(' (' + (index + 1) + ' of ' + data.events.length + ') '),
              make('span', 'at ' + event.timeText, 'time'),
              document.createTextNode(': '),
              make('span', event.line, event.change ? 'change-' + event.change : undefined),
              ...event.findings.map((index) => make('span', data.findings[index].kind, 'kind')));
            for (const node of tree.querySelectorAll('g.current-attached')) node.classList.remove('current-attached');
            if (event.change === 'attached' && event.rib !== null) {
              const node = tree.querySelector('#rib' + event.rib);
              if (node) node.classList.add('current-attached');
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
              const x = axisBox.x + axisBox.width * Math.min(event.time / data.timeline.axisEnd, 1);
              cursor.setAttribute('x1', String(x));
              cursor.setAttribute('x2', String(x));
            }
            markSelection();
            remember();
          }

          function select(id) {
            state.rib = ribs.has(id) ? id : null;
            const details = byId('details');
            details.replaceChildren();
            const rib = ribs.get(state.rib);
            if (!rib) {
              details.append(make('h2', 'RIB details'), make('p', 'Click a RIB in the tree, or a name in the timeline.', 'hint'));
            } else {
              details.append(make('h2', rib.name));
              const facts = make('dl');
              figures(rib.facts, facts);
              if (rib.facts.length > 0) details.append(facts);
              if (rib.lifetime.length > 0) {
                const lifetime = make('dl');
                figures(rib.lifetime, lifetime);
                details.append(make('h3', 'Time in the live tree'), lifetime);
              }
              if (rib.findings.length > 0) {
                const list = make('ol', undefined, 'finding-list');
                list.append(...rib.findings.map(findingItem));
                details.append(make('h3', 'Anomalies'), list);
              }
              const events = make('ol', undefined, 'event-list');
              events.append(...rib.events.map(eventItem));
              details.append(make('h3', 'Events (' + rib.events.length + ')'), events);
            }
            markSelection();
            remember();
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
          }

          window.addEventListener('hashchange', restore);
          restore();
        })();

        """#
}
