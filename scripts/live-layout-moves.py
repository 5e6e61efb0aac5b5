#!/usr/bin/env python3
"""How many places already drawn move when a live session's layout grows.

`ribviz live` lays a session out again for each update. This replays a JSON Lines trace
as the live page sees it, one record more at a time: for each prefix that adds a place,
it writes the report with `ribviz report` and compares where every place drawn before
stands now (the centre of its shape, relative to the drawing's top-left corner).

Usage: scripts/live-layout-moves.py <path to ribviz> <trace.jsonl>
"""
import html
import os
import re
import subprocess
import sys
import tempfile

PLACE = re.compile(r'<g id="place(\d+)" class="node[^"]*">\s*<g id="a_place\d+"><a xlink:title="([^"&]*)')
GRAPH = re.compile(r'<g id="[^"]*" class="graph" transform="[^"]*translate\(([-\d.]+) ([-\d.]+)\)')
NUMBER = re.compile(r'-?\d+(?:\.\d+)?')


def positions(page):
    """Each place's path of names and the centre of its shape, in the drawing's own frame."""
    translate = GRAPH.search(page)
    dx, dy = float(translate.group(1)), float(translate.group(2))
    found = {}
    for match in PLACE.finditer(page):
        shape = re.search(r'(?: d="| points="|<ellipse[^>]* cx=")([^"]+)"', page[match.end():match.end() + 2000])
        numbers = [float(n) for n in NUMBER.findall(shape.group(1))]
        xs, ys = numbers[0::2], numbers[1::2]
        if shape.group(0).startswith('<ellipse'):
            cy = float(re.search(r' cy="([^"]+)"', page[match.end():match.end() + 2000]).group(1))
            xs, ys = [numbers[0]], [cy]
        found[html.unescape(match.group(2))] = ((min(xs) + max(xs)) / 2 + dx, (min(ys) + max(ys)) / 2 + dy)
    return found


def main():
    ribviz, trace = sys.argv[1], sys.argv[2]
    with open(trace, encoding='utf-8') as file:
        lines = file.readlines()
    before, updates, moved_updates, moved_places, kept_places = {}, 0, 0, 0, 0
    with tempfile.TemporaryDirectory() as folder:
        prefix_file = os.path.join(folder, 'prefix.jsonl')
        for count in range(2, len(lines) + 1):
            with open(prefix_file, 'w', encoding='utf-8') as prefix:
                prefix.writelines(lines[:count])
            run = subprocess.run([ribviz, 'report', prefix_file, '-q', '-o', folder], capture_output=True, text=True)
            if run.returncode != 0:
                continue  # a prefix before the first event draws nothing
            with open(os.path.join(folder, 'prefix.report.html'), encoding='utf-8') as page:
                now = positions(page.read())
            if len(now) > len(before) and before:
                updates += 1
                moved = [name for name in before if name in now and
                         max(abs(now[name][0] - before[name][0]), abs(now[name][1] - before[name][1])) > 0.5]
                moved_places += len(moved)
                kept_places += len(before) - len(moved)
                moved_updates += 1 if moved else 0
                print(f'record {count}: {len(before)} -> {len(now)} places, {len(moved)} moved')
            before = now
    print(f'{updates} updates added places; {moved_updates} of them moved places already drawn; '
          f'{moved_places} moves in all, {kept_places} places kept where they were')


if __name__ == '__main__':
    main()
