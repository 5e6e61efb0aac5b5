/// The HTML report's stylesheet.
enum ReportStylesheet {
    static let css = """
        :root {
          color-scheme: light;
          --ink: #212121; --muted: #616161; --line: #e0e0e0; --panel: #fafafa;
          --accent: #1565c0; --attached: #2e7d32; --detached: #c62828;
          font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif;
          font-size: 15px; color: var(--ink); background: white;
        }
        body { margin: 0 auto; padding: 1rem 1.5rem 2rem; max-width: 110rem; }
        h1 { margin: 0; font-size: 1.6rem; }
        h2 { font-size: 1rem; margin: 0 0 .5rem; }
        header { border-bottom: 1px solid var(--line); padding-bottom: .75rem; }
        #subtitle { margin: .2rem 0 .6rem; color: var(--muted); }
        #subtitle:empty { display: none; }
        #summary { display: flex; flex-wrap: wrap; gap: .3rem 1.6rem; margin: 0; }
        #summary div { display: flex; flex-direction: column-reverse; }
        #summary dt { color: var(--muted); font-size: .8rem; }
        #summary dd { margin: 0; font-weight: 600; }
        main { display: grid; grid-template-columns: minmax(0, 1fr) 24rem; gap: 1.5rem; margin-top: 1rem; }
        @media (max-width: 60rem) { main { grid-template-columns: minmax(0, 1fr); } }
        .controls { display: flex; align-items: center; gap: .4rem; }
        .controls button { font: inherit; min-width: 2.2rem; padding: .2rem .4rem; cursor: pointer;
          border: 1px solid var(--line); border-radius: 4px; background: var(--panel); }
        .controls button:disabled { opacity: .4; cursor: default; }
        #slider { flex: 1; accent-color: var(--accent); }
        #caption { margin: .5rem 0; min-height: 1.3em; }
        #caption .sequence { font-weight: 600; }
        #caption .time { color: var(--muted); }
        #caption .change-attached { color: var(--attached); }
        #caption .change-detached { color: var(--detached); }
        #tree, #timeline { overflow: auto; border: 1px solid var(--line); border-radius: 6px; background: white; }
        #tree { min-height: 12rem; text-align: center; }
        #tree svg, #timeline svg { max-width: 100%; height: auto; }
        #tree g.node[id^="rib"] { cursor: pointer; }
        #tree g.current-attached :is(path, polygon, ellipse) { stroke: var(--attached); stroke-width: 3px; }
        #tree g.selected :is(path, polygon, ellipse) { stroke: var(--accent); stroke-width: 4px; }
        #timeline g.node[id^="lane_"] { cursor: pointer; }
        #timeline g.selected text { fill: var(--accent); font-weight: bold; }
        #timeline svg { cursor: crosshair; }
        .cursor { stroke: var(--accent); stroke-width: 1.5px; pointer-events: none; }
        aside section { background: var(--panel); border: 1px solid var(--line); border-radius: 6px;
          padding: .7rem .9rem; margin-bottom: 1rem; }
        aside ol { margin: 0; padding-left: 0; list-style: none; }
        #events { max-height: 24rem; overflow-y: auto; font-size: .85rem; }
        #events li, .event-list li { display: grid; grid-template-columns: 5.2rem 1fr; padding: .1rem .3rem;
          border-radius: 3px; cursor: pointer; }
        #events li:hover, .event-list li:hover { background: #eef3fb; }
        #events li.current { background: #dce8f8; font-weight: 600; }
        #events .time, .event-list .time { color: var(--muted); }
        #events li.has-finding { color: var(--detached); }
        #findings li, .finding-list li { margin-bottom: .5rem; }
        #caption .kind { margin: 0 0 0 .5rem; }
        .kind { display: inline-block; font-size: .75rem; font-weight: 600; color: white; background: var(--detached);
          border-radius: 3px; padding: 0 .35rem; margin-right: .3rem; }
        .finding-link { display: block; font-size: .85rem; }
        a { color: var(--accent); }
        #details dl { display: grid; grid-template-columns: max-content 1fr; gap: .15rem .8rem; margin: 0 0 .6rem; font-size: .9rem; }
        #details dl div { display: contents; }
        #details dt { color: var(--muted); }
        #details dd { margin: 0; overflow-wrap: anywhere; }
        #details h3 { font-size: .9rem; margin: .6rem 0 .3rem; }
        .event-list { max-height: 12rem; overflow-y: auto; font-size: .85rem; }
        .hint, .empty { color: var(--muted); font-size: .9rem; margin: 0; }
        #timeline-panel { margin-top: .5rem; }
        #timeline-panel .hint { margin-bottom: .4rem; }
        footer { margin-top: 1.5rem; color: var(--muted); font-size: .8rem; }
        .notice { background: #fff3e0; padding: .6rem; border-radius: 4px; }

        """
}
