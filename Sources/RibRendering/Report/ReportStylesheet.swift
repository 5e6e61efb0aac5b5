/// The HTML report's stylesheet.
enum ReportStylesheet {
    static let css = """
        :root {
          color-scheme: light;
          --ink: #212121; --muted: #616161; --line: #e0e0e0; --panel: #fafafa;
          --accent: #1565c0; --current: #ef6c00; --attached: #2e7d32; --detached: #c62828; --anomaly: #ad1457;
          font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif;
          font-size: 15px; color: var(--ink); background: white;
        }
        body { margin: 0 auto; padding: 1rem 1.5rem 2rem; max-width: 110rem; }
        h1 { margin: 0; font-size: 1.6rem; }
        h2 { font-size: 1rem; margin: 0 0 .5rem; }
        h1, h2, h3, dd, .finding-link, .event span, #caption { overflow-wrap: anywhere; }
        header { border-bottom: 1px solid var(--line); padding-bottom: .75rem; }
        #subtitle { margin: .2rem 0 .6rem; color: var(--muted); }
        #subtitle:empty { display: none; }
        #summary { display: flex; flex-wrap: wrap; gap: .3rem 1.6rem; margin: 0; }
        #summary div { display: flex; flex-direction: column-reverse; min-width: 0; }
        #summary dt { color: var(--muted); font-size: .8rem; }
        #summary dd { margin: 0; font-weight: 600; }
        main { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 24rem); gap: 1.5rem; margin-top: 1rem; }
        @media (max-width: 60rem) { main { grid-template-columns: minmax(0, 1fr); } }
        .controls { display: flex; align-items: center; gap: .4rem; }
        .controls button { font: inherit; min-width: 2.2rem; padding: .2rem .4rem; cursor: pointer;
          border: 1px solid var(--line); border-radius: 4px; background: var(--panel); }
        .controls button:disabled { opacity: .4; cursor: default; }
        #slider { flex: 1; min-width: 4rem; accent-color: var(--accent); }
        #caption { margin: .5rem 0; min-height: 1.3em; }
        #caption .sequence { font-weight: 600; }
        #caption .time { color: var(--muted); }
        #caption .change-attached { color: var(--attached); }
        #caption .change-detached { color: var(--detached); }
        #tree, #timeline { overflow: auto; border: 1px solid var(--line); border-radius: 6px; background: white; }
        #tree { min-height: 12rem; max-height: 80vh; text-align: center; }
        #timeline { max-height: 40rem; }
        #tree svg, #timeline svg { max-width: 100%; height: auto; }
        #tree.natural svg { max-width: none; }
        g[tabindex] { cursor: pointer; }
        g[tabindex]:focus { outline: 2px solid var(--accent); outline-offset: 2px; }
        #tree g.current :is(path, polygon, ellipse) { stroke: var(--current); stroke-width: 4px; }
        #tree g.current-attached :is(path, polygon, ellipse) { stroke: var(--attached); stroke-width: 5px; }
        #tree g.selected :is(path, polygon, ellipse) { stroke: var(--accent); stroke-width: 5px; }
        #timeline g.selected text { fill: var(--accent); font-weight: bold; }
        #timeline svg { cursor: crosshair; }
        .cursor { stroke: var(--accent); stroke-width: 1.5px; pointer-events: none; }
        aside { min-width: 0; }
        aside section { background: var(--panel); border: 1px solid var(--line); border-radius: 6px;
          padding: .7rem .9rem; margin-bottom: 1rem; }
        aside ol { margin: 0; padding-left: 0; list-style: none; }
        #events { max-height: 24rem; overflow-y: auto; font-size: .85rem; }
        #findings { max-height: 24rem; overflow-y: auto; }
        .event { display: grid; grid-template-columns: 5.2rem minmax(0, 1fr); width: 100%; text-align: left;
          font: inherit; color: inherit; background: none; border: 0; border-radius: 3px; padding: .1rem .3rem; cursor: pointer; }
        .event:hover { background: #eef3fb; }
        .event .time { color: var(--muted); }
        .event .kind { grid-column: 2; justify-self: start; }
        li.current > .event { background: #dce8f8; font-weight: 600; }
        .event.has-finding { color: var(--anomaly); }
        .event-list { max-height: 12rem; overflow-y: auto; font-size: .85rem; }
        #findings li, .finding-list li { margin-bottom: .5rem; }
        .kind { display: inline-block; font-size: .75rem; font-weight: 600; color: white; background: var(--anomaly);
          border-radius: 3px; padding: 0 .35rem; margin-right: .3rem; }
        #caption .kind { margin: 0 0 0 .5rem; }
        .thresholds { color: var(--muted); font-weight: normal; font-size: .85rem; }
        .finding-link { display: block; font-size: .85rem; }
        a { color: var(--accent); }
        #details dl { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: .15rem .8rem; margin: 0 0 .6rem; font-size: .9rem; }
        #details dl div { display: contents; }
        #details dt { color: var(--muted); }
        #details dd { margin: 0; }
        #details h3 { font-size: .9rem; margin: .6rem 0 .3rem; }
        .hint, .empty { color: var(--muted); font-size: .9rem; margin: 0; }
        #tree .empty { padding: 2rem; }
        #timeline-panel { margin-top: .5rem; }
        #timeline-panel .hint { margin-bottom: .4rem; }
        footer { margin-top: 1.5rem; color: var(--muted); font-size: .8rem; }
        .notice { background: #fff3e0; padding: .6rem; border-radius: 4px; }

        """
}
