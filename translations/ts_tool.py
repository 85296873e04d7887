#!/usr/bin/env python3
"""Helps translators work on the Qt Linguist files without Linguist.

  ts_tool.py export af-referee_de.ts todo.json   # messages still to translate, as a JSON list
  ts_tool.py import af-referee_de.ts done.json   # write the translations from the JSON back into the .ts
  ts_tool.py stats af-referee_*.ts               # finished / unfinished counts

Each JSON item: {"context", "source", "comment", "numerus": bool, "translation": "..." or ["form", ...]}.
Run `cmake --build build --target update_translations` first, so the .ts files hold every current string.
"""
import json
import sys
import xml.etree.ElementTree as ET


def load(path):
    return ET.parse(path)


def save(tree, path):
    body = ET.tostring(tree.getroot(), encoding="unicode")
    with open(path, "w", encoding="utf-8") as out:
        out.write('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        out.write(body)
        out.write("\n")


def messages(tree):
    for context in tree.getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            yield name, message


def unfinished(message):
    translation = message.find("translation")
    if translation is None or translation.get("type") in ("unfinished", "vanished", "obsolete"):
        return True
    if message.get("numerus") == "yes":
        forms = translation.findall("numerusform")
        return not forms or any(not (f.text or "").strip() for f in forms)
    return not (translation.text or "").strip()


def export(ts_path, json_path):
    items = []
    for context, message in messages(load(ts_path)):
        if not unfinished(message):
            continue
        items.append({
            "context": context,
            "source": message.findtext("source"),
            "comment": message.findtext("extracomment") or message.findtext("comment") or "",
            "numerus": message.get("numerus") == "yes",
            "translation": None,
        })
    with open(json_path, "w", encoding="utf-8") as out:
        json.dump(items, out, ensure_ascii=False, indent=1)
    print(f"{len(items)} messages to translate written to {json_path}")


def import_(ts_path, json_path):
    tree = load(ts_path)
    with open(json_path, encoding="utf-8") as f:
        done = {(i["context"], i["source"]): i["translation"] for i in json.load(f) if i.get("translation")}
    filled = 0
    for context, message in messages(tree):
        key = (context, message.findtext("source"))
        if key not in done:
            continue
        translation = message.find("translation")
        if translation is None:
            translation = ET.SubElement(message, "translation")
        for child in list(translation):
            translation.remove(child)
        translation.attrib.pop("type", None)
        value = done[key]
        if message.get("numerus") == "yes":
            translation.text = None
            for form in value if isinstance(value, list) else [value]:
                ET.SubElement(translation, "numerusform").text = form
        else:
            translation.text = value if isinstance(value, str) else value[0]
        filled += 1
    save(tree, ts_path)
    print(f"{filled} translations written into {ts_path}")


def stats(paths):
    for path in paths:
        total = left = 0
        for _, message in messages(load(path)):
            total += 1
            left += unfinished(message)
        print(f"{path}: {total - left} of {total} translated, {left} unfinished")


if __name__ == "__main__":
    if len(sys.argv) >= 3 and sys.argv[1] == "export":
        export(sys.argv[2], sys.argv[3])
    elif len(sys.argv) >= 3 and sys.argv[1] == "import":
        import_(sys.argv[2], sys.argv[3])
    elif len(sys.argv) >= 3 and sys.argv[1] == "stats":
        stats(sys.argv[2:])
    else:
        sys.exit(__doc__)
