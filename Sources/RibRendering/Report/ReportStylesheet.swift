/// The HTML report's stylesheet. The tree's SVG carries each place's state as a class
/// (`st-active`, `st-inactive`, `st-detached`, `st-empty`); the rules here draw the states
/// over graphviz's own colours, so one drawing serves every moment.
enum ReportStylesheet {
    static let css = """
        :root {
          color-scheme: light;
          --ink: #212121; --muted: #616161; --line: #e0e0e0; --panel: #fafafa;
          --accent: #1565c0; --current: #ef6c00; --attached: #2e7d32; --detached: #c62828; --anomaly: #ad1457;
          --out-fill: #ffebee; --empty: #d6d6d6;
          font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif;
          font-size: 15px; color: var(--ink); background: white;
        }
        body { margin: 0 auto; padding: 1rem 1.5rem 2rem; max-width: 120rem; }
        h1 { margin: 0; font-size: 1.6rem; }
        h2 { font-size: 1rem; margin: 0 0 .5rem; }
        h1, h2, h3, dd, .finding-link, #caption { overflow-wrap: anywhere; }
        header { border-bottom: 1px solid var(--line); padding-bottom: .75rem; }
        #subtitle { margin: .2rem 0 .6rem; color: var(--muted); }
        #subtitle:empty { display: none; }
        #summary { display: flex; flex-wrap: wrap; gap: .3rem 1.6rem; margin: 0; }
        #summary div { display: flex; flex-direction: column-reverse; min-width: 0; }
        #summary dt { color: var(--muted); font-size: .8rem; }
        #summary dd { margin: 0; font-weight: 600; }
        main { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 24rem); gap: 1.5rem; margin-top: 1rem; }
        @media (max-width: 60rem) { main { grid-template-columns: minmax(0, 1fr); } }
        .controls { display: flex; flex-wrap: wrap; align-items: center; gap: .4rem; margin-bottom: .4rem; }
        .controls button { font: inherit; min-width: 2.2rem; padding: .2rem .5rem; cursor: pointer;
          border: 1px solid var(--line); border-radius: 4px; background: var(--panel); }
        .controls button:disabled { opacity: .4; cursor: default; }
        #slider { flex: 1; min-width: 4rem; accent-color: var(--accent); }
        #search { flex: 1; min-width: 12rem; font: inherit; padding: .2rem .4rem; border: 1px solid #bdbdbd; border-radius: 4px; }
        #search-count { color: var(--muted); font-size: .85rem; min-width: 5rem; }
        .switch { font-size: .85rem; color: var(--muted); white-space: nowrap; }
        #caption { margin: .5rem 0; min-height: 1.3em; }
        #caption .sequence { font-weight: 600; }
        #caption .time { color: var(--muted); }
        #caption .change-attached { color: var(--attached); }
        #caption .change-detached { color: var(--detached); }
        #scope-note { margin: 0 0 .4rem; }
        #tree { overflow: auto; border: 1px solid var(--line); border-radius: 6px; background: white;
          max-height: 75vh; min-height: 16rem; cursor: grab; position: relative; }
        #tree.panning { cursor: grabbing; user-select: none; }
        #tree svg { display: block; margin: 0 auto; }
        #tree g.place { cursor: pointer; }
        #tree g.place:focus { outline: none; }
        #tree g.place:focus :is(path, polygon, ellipse) { stroke: var(--accent); stroke-width: 3px; }
        #tree g.place.st-inactive :is(path, polygon, ellipse) { fill: white; }
        #tree g.place.st-inactive text { fill: #757575; }
        #tree g.place.st-detached :is(path, polygon, ellipse) { fill: var(--out-fill); stroke: var(--detached); stroke-width: 2px; stroke-dasharray: 2 3; }
        #tree g.place.st-detached text { fill: var(--detached); }
        #tree :is(g.place, g.adapter).st-empty :is(path, polygon, ellipse) { fill: white; stroke: var(--empty); }
        #tree :is(g.place, g.adapter).st-empty text { fill: #b0b0b0; }
        #tree g.link.st-empty :is(path, polygon) { stroke: var(--empty); }
        #tree g.link.st-empty polygon { fill: var(--empty); }
        #tree g.link.st-detached :is(path, polygon) { stroke: var(--detached); }
        #tree g.link.st-detached path { stroke-dasharray: 2 3; }
        #tree g.link.st-detached polygon { fill: var(--detached); }
        body.hide-detached #tree g.st-detached { opacity: .12; }
        #tree g.place.st-detached.selected :is(path, polygon, ellipse) { stroke-dasharray: none; }
        #tree g.current-attached :is(path, polygon, ellipse) { stroke: var(--attached); stroke-width: 4px; stroke-dasharray: none; }
        #tree g.current-detached :is(path, polygon, ellipse) { stroke: var(--detached); stroke-width: 4px; stroke-dasharray: none; }
        #tree g.current :is(path, polygon, ellipse) { stroke: var(--current); stroke-width: 4px; }
        #tree g.match :is(path, polygon, ellipse) { stroke: #f9a825; stroke-width: 4px; }
        #tree g.match-current :is(path, polygon, ellipse) { stroke: #ff6f00; stroke-width: 6px; }
        #tree g.selected :is(path, polygon, ellipse) { stroke: var(--accent); stroke-width: 5px; stroke-dasharray: none; }
        #tree .hidden { display: none; }
        #tree .badge circle { fill: var(--anomaly); stroke: white; stroke-width: 1.5px; }
        #tree .badge text, #tree .fold text { fill: white; font: bold 11px Helvetica, Arial, sans-serif; text-anchor: middle; pointer-events: none; }
        #tree .fold rect { fill: #455a64; }
        #tree .fold { cursor: pointer; }
        #legend { font-size: .85rem; color: var(--muted); margin-top: .4rem; }
        #legend ul { margin: .3rem 0; padding-left: 1rem; list-style: none; columns: 2 22rem; }
        #legend li { margin: .15rem 0; break-inside: avoid; }
        .swatch { display: inline-block; width: 1.6rem; height: .9rem; vertical-align: middle; border: 1.5px solid #3d6fb6; background: #cfe2ff; border-radius: 4px; }
        .swatch.oval { border-radius: 50%; border-style: dashed; }
        .swatch.out { background: var(--out-fill); border: 2px dotted var(--detached); }
        .swatch.empty { background: white; border-color: var(--empty); }
        .swatch.frame { background: #eef4ff; border: 1px solid #7a9cc6; border-radius: 6px; }
        .swatch.tag { width: 1.2rem; background: white; border: 1px solid #777; border-radius: 0; }
        .badge-sample { display: inline-block; width: 1rem; height: 1rem; line-height: 1rem; text-align: center; border-radius: 50%;
          background: var(--anomaly); color: white; font-weight: bold; font-size: .75rem; }
        aside { min-width: 0; }
        aside section { background: var(--panel); border: 1px solid var(--line); border-radius: 6px;
          padding: .7rem .9rem; margin-bottom: 1rem; }
        aside ol { margin: 0; padding-left: 0; list-style: none; }
        #events { max-height: 24rem; overflow-y: auto; font-size: .85rem; }
        #findings { max-height: 24rem; overflow-y: auto; }
        .event { display: grid; grid-template-columns: 5.2rem minmax(0, 1fr) auto; width: 100%; text-align: left;
          font: inherit; color: inherit; background: none; border: 0; border-radius: 3px; padding: .1rem .3rem; cursor: pointer;
          white-space: nowrap; }
        .event span { overflow: hidden; text-overflow: ellipsis; }
        .event:hover { background: #eef3fb; }
        .event .time { color: var(--muted); }
        .event .kind { justify-self: start; margin: 0 0 0 .3rem; }
        li.current > .event { background: #dce8f8; font-weight: 600; }
        li.more { color: var(--muted); font-size: .8rem; padding: .1rem .3rem; }
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
        #details .actions { display: flex; flex-wrap: wrap; gap: .4rem; margin: .3rem 0 .6rem; }
        #details .actions button { font: inherit; font-size: .85rem; padding: .15rem .5rem; border: 1px solid var(--line); border-radius: 4px; background: white; cursor: pointer; }
        .status-out { color: var(--detached); font-weight: 600; }
        .hint, .empty { color: var(--muted); font-size: .9rem; margin: 0; }
        #timeline-panel { margin-top: .5rem; }
        #timeline-panel .hint { margin-bottom: .4rem; }
        #timeline { overflow: auto; border: 1px solid var(--line); border-radius: 6px; background: white; max-height: 36rem; position: relative; }
        #timeline svg { display: block; }
        #timeline .lane-name { font: 11px Helvetica, Arial, sans-serif; fill: var(--ink); cursor: pointer; }
        #timeline .lane-name.selected { fill: var(--accent); font-weight: bold; }
        #timeline .names-bg, #timeline .axis-bg { fill: white; }
        #timeline .axis text { font: 10px Helvetica, Arial, sans-serif; fill: var(--muted); }
        #timeline .axis line { stroke: #bdbdbd; }
        #timeline .axis { cursor: col-resize; }
        #timeline .lane-rule { stroke: #f0f0f0; }
        #timeline .bar-active { fill: #5c8fd6; }
        #timeline .bar-inactive { fill: #c5d7f0; }
        #timeline .bar-detached { fill: var(--detached); opacity: .75; }
        #timeline .marker { fill: var(--anomaly); stroke: white; stroke-width: 1px; }
        #timeline .cursor { stroke: var(--current); stroke-width: 1.5px; pointer-events: none; }
        #timeline .selection { fill: rgba(21, 101, 192, .15); pointer-events: none; }
        #timeline .plot { cursor: crosshair; }
        footer { margin-top: 1.5rem; color: var(--muted); font-size: .8rem; }
        .notice { background: #fff3e0; padding: .6rem; border-radius: 4px; }

        """
}
