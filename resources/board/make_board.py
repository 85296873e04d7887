#!/usr/bin/env python3
"""Generates the board picture and its geometry from one set of numbers.

    python3 resources/board/make_board.py --svg OUT.svg --geometry OUT.js

writes exactly these two files (and nothing else):
    --svg        the board picture: space, the planet and its eight territories, the moon, the facility plates
                 with their docking ports, the card slots, the trays (no text at all: every label is a translatable
                 QML Text placed with the geometry below); in the QML module as images/board.svg
    --geometry   BoardGeometry.js, where everything is, in the SVG's coordinates (1600 x 1000), for BoardView.qml

The build runs this script (qml/CMakeLists.txt) and writes both files into the build folder: neither is committed.
Edit a number here and rebuild. The output depends on nothing but this file (the star field uses a fixed seed).
Ports are listed in the order the engine fills them: covered ports (2 and 3 players) are the last ones of a facility.
"""

import argparse
import json
import math
import random

parser = argparse.ArgumentParser(description="Write the board picture (SVG) and its geometry (QML JavaScript).")
parser.add_argument("--svg", required=True, metavar="OUT", help="where to write the board picture")
parser.add_argument("--geometry", required=True, metavar="OUT", help="where to write BoardGeometry.js")
args = parser.parse_args()

W, H = 1600, 1000
PORT = 62          # a docking port (a die is drawn a little smaller inside it)
SMALL_PORT = 52    # Colonist Hub ports

# ------------------------------------------------------------------ layout

planet = {"cx": 800, "cy": 610, "r": 330, "inner": 118}

# The seven outer territories clockwise from the top; Burroughs Desert is the centre (RULINGS section 1).
ring = ["bradbury-plateau", "asimov-crater", "herbert-valley", "lem-badlands", "heinlein-plains",
        "pohl-foothills", "van-vogt-mountains"]
terrain = {
    "burroughs-desert": ("#e2b86c", "#c99a4c"),
    "bradbury-plateau": ("#b8683c", "#9a5230"),
    "asimov-crater": ("#8f6a52", "#735440"),
    "herbert-valley": ("#5f8a5a", "#4a6f46"),
    "lem-badlands": ("#8a5676", "#6e425e"),
    "heinlein-plains": ("#b39a52", "#98803e"),
    "pohl-foothills": ("#79884c", "#61703a"),
    "van-vogt-mountains": ("#757a8c", "#5d6273"),
}

accent = {
    "solar-converter": "#f2b134",
    "lunar-mine": "#c3cad8",
    "orbital-market": "#3fc7a6",
    "alien-artifact": "#b483f2",
    "colonist-hub": "#5aa8f0",
    "colony-constructor": "#ec8550",
    "terraforming-station": "#72d672",
    "shipyard": "#d8cf5c",
    "raiders-outpost": "#ee5d5d",
    "maintenance-bay": "#8d9ab2",
    "fields": "#5fd3e6",
}


def grid(x0, y0, cols, rows, size, gap_x, gap_y, count=None):
    out = []
    for r in range(rows):
        for c in range(cols):
            if count is not None and len(out) >= count:
                return out
            out.append({"x": x0 + c * (size + gap_x), "y": y0 + r * (size + gap_y), "size": size})
    return out


def pairs(x0, y0, groups, per_group, size, gap, group_gap):
    out = []
    x = x0
    for _ in range(groups):
        for _ in range(per_group):
            out.append({"x": x, "y": y0, "size": size})
            x += size + gap
        x += group_gap - gap
    return out


facilities = {}

facilities["lunar-mine"] = {
    "panel": {"x": 15, "y": 15, "w": 440, "h": 285},
    "label": {"x": 235, "y": 30},
    "ports": grid(228, 88, 3, 2, PORT, 10, 14, count=5),
}
facilities["solar-converter"] = {
    "panel": {"x": 15, "y": 315, "w": 440, "h": 245},
    "label": {"x": 235, "y": 330},
    "ports": grid(148, 380, 4, 2, PORT, 10, 14),
}
facilities["orbital-market"] = {
    "panel": {"x": 15, "y": 575, "w": 440, "h": 170},
    "label": {"x": 235, "y": 590},
    "ports": pairs(142, 650, 2, 2, PORT, 8, 40),
}
facilities["maintenance-bay"] = {
    "panel": {"x": 15, "y": 760, "w": 440, "h": 225},
    "label": {"x": 235, "y": 775},
    "area": {"x": 35, "y": 820, "w": 400, "h": 150},
    "ports": [],
}
facilities["alien-artifact"] = {
    "panel": {"x": 470, "y": 15, "w": 660, "h": 240},
    "label": {"x": 560, "y": 30},
    "ports": grid(490, 78, 2, 2, PORT, 12, 12),
    "cards": [{"x": 652 + i * 157, "y": 26, "w": 147, "h": 190} for i in range(3)],
    "piles": {"x": 800, "y": 222},
}
hub_tracks = []
for t in range(4):
    y = 72 + t * 63
    ports = [{"x": 1157 + i * (SMALL_PORT + 5), "y": y, "size": SMALL_PORT} for i in range(3)]
    circles = [{"x": 1348 + i * 33 + 16, "y": y + SMALL_PORT / 2, "r": 15} for i in range(7)]
    hub_tracks.append({"ports": ports, "circles": circles})
facilities["colonist-hub"] = {
    "panel": {"x": 1145, "y": 15, "w": 440, "h": 315},
    "label": {"x": 1365, "y": 30},
    "ports": [p for track in hub_tracks for p in track["ports"]],
    "tracks": hub_tracks,
}
facilities["colony-constructor"] = {
    "panel": {"x": 1145, "y": 345, "w": 250, "h": 190},
    "label": {"x": 1270, "y": 360},
    "ports": grid(1165, 398, 3, 2, PORT, 8, 8),
}
facilities["terraforming-station"] = {
    "panel": {"x": 1405, "y": 345, "w": 180, "h": 190},
    "label": {"x": 1495, "y": 360},
    "ports": [{"x": 1464, "y": 430, "size": PORT}],
}
facilities["shipyard"] = {
    "panel": {"x": 1145, "y": 550, "w": 440, "h": 150},
    "label": {"x": 1365, "y": 565},
    "ports": pairs(1166, 620, 3, 2, 58, 6, 16),
}
facilities["raiders-outpost"] = {
    "panel": {"x": 1145, "y": 715, "w": 440, "h": 135},
    "label": {"x": 1365, "y": 730},
    "ports": pairs(1264, 775, 1, 3, PORT, 8, 0),
}
fields_tray = {"panel": {"x": 1145, "y": 865, "w": 440, "h": 120}, "label": {"x": 1365, "y": 878},
               "slots": [{"x": 1225 + i * 140, "y": 935} for i in range(3)]}

territories = {}
sector = 360.0 / len(ring)
for i, tid in enumerate(ring):
    mid = -90.0 + i * sector
    a = math.radians(mid)
    rr = (planet["inner"] + planet["r"]) / 2 + 6
    territories[tid] = {
        "angle": mid,
        "from": mid - sector / 2,
        "to": mid + sector / 2,
        "x": round(planet["cx"] + rr * math.cos(a), 1),
        "y": round(planet["cy"] + rr * math.sin(a), 1),
    }
territories["burroughs-desert"] = {"angle": 0, "from": 0, "to": 0, "x": planet["cx"], "y": planet["cy"] - 40}
relic_home = {"x": planet["cx"], "y": planet["cy"] + 38, "size": 54}

# ------------------------------------------------------------------ SVG


def f(v):
    return ("%.1f" % v).rstrip("0").rstrip(".")


def sector_path(cx, cy, r0, r1, a0, a1):
    a0r, a1r = math.radians(a0), math.radians(a1)
    p = [
        (cx + r0 * math.cos(a0r), cy + r0 * math.sin(a0r)),
        (cx + r1 * math.cos(a0r), cy + r1 * math.sin(a0r)),
        (cx + r1 * math.cos(a1r), cy + r1 * math.sin(a1r)),
        (cx + r0 * math.cos(a1r), cy + r0 * math.sin(a1r)),
    ]
    return ("M%s %s L%s %s A%s %s 0 0 1 %s %s L%s %s A%s %s 0 0 0 %s %s Z" %
            (f(p[0][0]), f(p[0][1]), f(p[1][0]), f(p[1][1]), f(r1), f(r1), f(p[2][0]), f(p[2][1]),
             f(p[3][0]), f(p[3][1]), f(r0), f(r0), f(p[0][0]), f(p[0][1])))


out = []
w = out.append
w('<?xml version="1.0" encoding="UTF-8"?>')
w('<!-- Generated by resources/board/make_board.py at build time: edit the script, not this file. No text on purpose: labels are')
w('     translatable QML Text placed with qml/BoardGeometry.js. -->')
w('<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d">' % (W, H, W, H))
w('<defs>')
w('<radialGradient id="space" cx="50%" cy="60%" r="75%"><stop offset="0" stop-color="#101a3a"/>'
  '<stop offset="1" stop-color="#04060d"/></radialGradient>')
w('<radialGradient id="glow" cx="50%" cy="50%" r="50%"><stop offset="0.86" stop-color="#ff9a50" stop-opacity="0.35"/>'
  '<stop offset="1" stop-color="#ff9a50" stop-opacity="0"/></radialGradient>')
w('<radialGradient id="shade" cx="38%" cy="34%" r="75%"><stop offset="0" stop-color="#ffffff" stop-opacity="0.16"/>'
  '<stop offset="0.55" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" '
  'stop-opacity="0.45"/></radialGradient>')
w('<radialGradient id="moon" cx="40%" cy="35%" r="70%"><stop offset="0" stop-color="#d6dae3"/>'
  '<stop offset="1" stop-color="#7d8496"/></radialGradient>')
w('<linearGradient id="plate" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1d2849"/>'
  '<stop offset="1" stop-color="#121a33"/></linearGradient>')
w('<linearGradient id="solar" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#27407a"/>'
  '<stop offset="1" stop-color="#142550"/></linearGradient>')
for tid, (c0, c1) in terrain.items():
    w('<linearGradient id="t-%s" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="%s"/>'
      '<stop offset="1" stop-color="%s"/></linearGradient>' % (tid, c0, c1))
w('</defs>')

# Space and stars (a fixed seed keeps the picture the same on every run).
w('<rect width="%d" height="%d" fill="url(#space)"/>' % (W, H))
rng = random.Random(1994)
stars = []
for _ in range(260):
    x, y = rng.uniform(0, W), rng.uniform(0, H)
    r = rng.choice([0.7, 0.9, 1.1, 1.4, 1.8])
    o = rng.uniform(0.35, 0.95)
    stars.append('<circle cx="%s" cy="%s" r="%s" fill="#ffffff" fill-opacity="%s"/>' % (f(x), f(y), f(r), f(o)))
w('<g>%s</g>' % "".join(stars))

# The planet: a soft atmosphere, seven ring territories and Burroughs Desert in the centre.
cx, cy, R, r0 = planet["cx"], planet["cy"], planet["r"], planet["inner"]
w('<circle cx="%d" cy="%d" r="%d" fill="url(#glow)"/>' % (cx, cy, R + 34))
for tid in ring:
    t = territories[tid]
    w('<path d="%s" fill="url(#t-%s)" stroke="#2b1a10" stroke-width="3"/>' %
      (sector_path(cx, cy, r0, R, t["from"], t["to"]), tid))
    # Terrain texture: a few ridges or craters in each territory, from the same seed.
    for _ in range(5):
        a = math.radians(rng.uniform(t["from"] + 6, t["to"] - 6))
        rr = rng.uniform(r0 + 30, R - 25)
        x, y = cx + rr * math.cos(a), cy + rr * math.sin(a)
        if tid in ("asimov-crater", "van-vogt-mountains"):
            w('<circle cx="%s" cy="%s" r="%s" fill="none" stroke="#000000" stroke-opacity="0.18" stroke-width="3"/>'
              % (f(x), f(y), f(rng.uniform(6, 13))))
        else:
            w('<path d="M%s %s q12 -8 24 0" fill="none" stroke="#000000" stroke-opacity="0.16" stroke-width="3"/>'
              % (f(x - 12), f(y)))
w('<circle cx="%d" cy="%d" r="%d" fill="url(#t-burroughs-desert)" stroke="#2b1a10" stroke-width="3"/>' % (cx, cy, r0))
for _ in range(7):
    a = rng.uniform(0, 2 * math.pi)
    rr = rng.uniform(30, r0 - 28)
    w('<path d="M%s %s q10 -7 20 0 q10 7 20 0" fill="none" stroke="#8a6530" stroke-opacity="0.35" stroke-width="2.5"/>'
      % (f(cx + rr * math.cos(a) - 20), f(cy + rr * math.sin(a))))
w('<circle cx="%d" cy="%d" r="%d" fill="url(#shade)"/>' % (cx, cy, R))
# The Relic Ship's square on Burroughs Desert.
w('<rect x="%s" y="%s" width="%d" height="%d" rx="10" fill="#f6e6c0" fill-opacity="0.35" stroke="#5a3d14" '
  'stroke-width="2.5" stroke-dasharray="7 5"/>' %
  (f(relic_home["x"] - 34), f(relic_home["y"] - 34), 68, 68))


def plate(key, panel):
    a = accent[key]
    w('<rect x="%d" y="%d" width="%d" height="%d" rx="18" fill="url(#plate)" stroke="%s" stroke-opacity="0.55" '
      'stroke-width="2.5"/>' % (panel["x"], panel["y"], panel["w"], panel["h"], a))
    w('<rect x="%d" y="%d" width="%d" height="6" rx="3" fill="%s" fill-opacity="0.7"/>' %
      (panel["x"] + 18, panel["y"] + 8, panel["w"] - 36, a))


def port(key, p):
    s = p["size"]
    w('<rect x="%s" y="%s" width="%s" height="%s" rx="11" fill="#0a0f1e" stroke="%s" stroke-width="2.5" '
      'stroke-opacity="0.9"/>' % (f(p["x"]), f(p["y"]), f(s), f(s), accent[key]))
    w('<rect x="%s" y="%s" width="%s" height="%s" rx="7" fill="none" stroke="%s" stroke-opacity="0.25" '
      'stroke-width="1.5"/>' % (f(p["x"] + 7), f(p["y"] + 7), f(s - 14), f(s - 14), accent[key]))


for key, fac in facilities.items():
    plate(key, fac["panel"])

# Decorations that say what a facility is, without words.
w('<circle cx="112" cy="170" r="92" fill="url(#moon)"/>')
for (x, y, r) in [(80, 140, 16), (135, 200, 12), (140, 120, 9), (95, 210, 8), (155, 160, 6)]:
    w('<circle cx="%d" cy="%d" r="%d" fill="#5e6576" fill-opacity="0.55"/>' % (x, y, r))
w('<circle cx="112" cy="170" r="92" fill="none" stroke="#c3cad8" stroke-opacity="0.4" stroke-width="2"/>')
# Solar Converter: a solar panel array and the sun.
for i in range(2):
    for j in range(2):
        x, y = 28 + j * 54, 372 + i * 50
        w('<rect x="%d" y="%d" width="48" height="44" rx="4" fill="url(#solar)" stroke="#f2b134" stroke-opacity="0.6" '
          'stroke-width="1.5"/>' % (x, y))
        for k in range(1, 3):
            w('<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#6d8fd8" stroke-opacity="0.5" stroke-width="1"/>' %
              (x, y + k * 15, x + 48, y + k * 15))
        w('<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#6d8fd8" stroke-opacity="0.5" stroke-width="1"/>' %
          (x + 24, y, x + 24, y + 44))
w('<circle cx="85" cy="505" r="22" fill="#f2b134" fill-opacity="0.85"/>')
for k in range(8):
    a = k * math.pi / 4
    w('<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="#f2b134" stroke-width="4" stroke-linecap="round"/>' %
      (f(85 + 28 * math.cos(a)), f(505 + 28 * math.sin(a)), f(85 + 38 * math.cos(a)), f(505 + 38 * math.sin(a))))
# Orbital Market: two rings trading places.
w('<circle cx="78" cy="675" r="30" fill="none" stroke="#3fc7a6" stroke-width="4"/>')
w('<path d="M58 660 l30 0 l-8 -7 M98 690 l-30 0 l8 7" fill="none" stroke="#3fc7a6" stroke-width="4" '
  'stroke-linecap="round"/>')
# Maintenance Bay: hazard stripes along the bottom of its tray.
bay = facilities["maintenance-bay"]["area"]
w('<rect x="%d" y="%d" width="%d" height="%d" rx="12" fill="#0a0f1e" stroke="#8d9ab2" stroke-opacity="0.6" '
  'stroke-width="2" stroke-dasharray="10 6"/>' % (bay["x"], bay["y"], bay["w"], bay["h"]))
# Alien Artifact: a glowing relic shape behind the ports.
w('<polygon points="560,68 618,150 560,232 502,150" fill="#b483f2" fill-opacity="0.12" stroke="#b483f2" '
  'stroke-opacity="0.35" stroke-width="2"/>')
for c in facilities["alien-artifact"]["cards"]:
    w('<rect x="%d" y="%d" width="%d" height="%d" rx="12" fill="#0a0f1e" stroke="#b483f2" stroke-opacity="0.6" '
      'stroke-width="2" stroke-dasharray="8 6"/>' % (c["x"], c["y"], c["w"], c["h"]))
# Colonist Hub: four launch tracks with their seven circles.
for track in hub_tracks:
    y = track["circles"][0]["y"]
    w('<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="#5aa8f0" stroke-opacity="0.35" stroke-width="4"/>' %
      (f(track["circles"][0]["x"]), f(y), f(track["circles"][-1]["x"]), f(y)))
    for i, c in enumerate(track["circles"]):
        last = i == len(track["circles"]) - 1
        w('<circle cx="%s" cy="%s" r="%s" fill="%s" stroke="#5aa8f0" stroke-width="%s"/>' %
          (f(c["x"]), f(c["y"]), f(c["r"]), "#17325a" if last else "#0a0f1e", "3" if last else "2"))
# Colony Constructor: scaffolding.
w('<path d="M1160 520 l0 -10 l220 0 l0 10" fill="none" stroke="#ec8550" stroke-opacity="0.5" stroke-width="3"/>')
# Terraforming Station: a beam down to the planet.
w('<path d="M1495 500 l-20 26 l40 0 z" fill="#72d672" fill-opacity="0.5"/>')
# Shipyard: a gantry.
w('<path d="M1160 700 l0 -14 l410 0 l0 14" fill="none" stroke="#d8cf5c" stroke-opacity="0.45" stroke-width="3"/>')
# Raiders' Outpost: crossed blades.
w('<path d="M1180 760 l50 60 M1230 760 l-50 60" stroke="#ee5d5d" stroke-opacity="0.7" stroke-width="6" '
  'stroke-linecap="round"/>')
w('<path d="M1500 760 l50 60 M1550 760 l-50 60" stroke="#ee5d5d" stroke-opacity="0.7" stroke-width="6" '
  'stroke-linecap="round"/>')
# Field generators' tray (where generators off the board wait).
p = fields_tray["panel"]
w('<rect x="%d" y="%d" width="%d" height="%d" rx="18" fill="url(#plate)" stroke="%s" stroke-opacity="0.55" '
  'stroke-width="2.5"/>' % (p["x"], p["y"], p["w"], p["h"], accent["fields"]))
for s in fields_tray["slots"]:
    w('<circle cx="%d" cy="%d" r="24" fill="#0a0f1e" stroke="%s" stroke-opacity="0.5" stroke-width="2" '
      'stroke-dasharray="5 4"/>' % (s["x"], s["y"], accent["fields"]))

# Docking ports last, above the decorations.
for key, fac in facilities.items():
    for pt in fac["ports"]:
        port(key, pt)

w('</svg>')

with open(args.svg, "w", encoding="utf-8", newline="\n") as fh:
    fh.write("\n".join(out) + "\n")

# ------------------------------------------------------------------ QML geometry

geometry = {
    "width": W,
    "height": H,
    "planet": planet,
    "relicHome": relic_home,
    "facilities": facilities,
    "fieldsTray": fields_tray,
    "territories": territories,
    "accent": accent,
}
js = ["// Generated by resources/board/make_board.py at build time: edit the script, not this file.",
      "// Where things are on resources/board/board.svg, in its own coordinates (%d x %d)." % (W, H),
      ".pragma library", "",
      "var geometry = " + json.dumps(geometry, indent=1) + ";", ""]
with open(args.geometry, "w", encoding="utf-8", newline="\n") as fh:
    fh.write("\n".join(js))
