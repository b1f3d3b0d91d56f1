"""
Writes fixture-zip.ts: the zip the mock serves as every active support bundle's contents. No
zip library is among the console's packages, so the bytes are made once, here, by Python's
zipfile (deflated, fixed timestamps: the same bytes on every run), and committed as base64.
Run from the repository: python3 mock/behaviours/support-bundles/make-fixture.py
"""
import base64
import io
import json
import os
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
STAMP = (2025, 11, 20, 14, 0, 0)


def dmesg() -> str:
    lines = []
    for second in range(24):
        lines.append(f"[{second * 7.25:12.6f}] t6mfg: port 3 link up, 100G\n")
        lines.append(f"[{second * 7.25 + 0.5:12.6f}] nvme2: io queue 4 reset after timeout\n")
    return "".join(lines)


def sled_agent() -> str:
    lines = []
    for n in range(16):
        entry = {
            "msg": "instance ensure",
            "level": 30,
            "time": f"2025-11-20T13:{n:02d}:00Z",
            "component": "InstanceManager",
            "sled": "sled-3",
        }
        lines.append(json.dumps(entry) + "\n")
    return "".join(lines)


def inventory() -> str:
    sleds = [{"slot": n, "serial": f"BRM4221{n:04d}", "state": "in_service"} for n in range(8)]
    return json.dumps({"rack": "rack-1", "sleds": sleds}, indent=2) + "\n"


FILES = {
    "bundle_info.txt": "Support bundle of rack-1, collected by the rack's control plane.\n",
    "rack/inventory.json": inventory(),
    "sled-3/dmesg.log": dmesg(),
    "sled-3/sled-agent.log": sled_agent(),
}

buffer = io.BytesIO()
with zipfile.ZipFile(buffer, "w") as archive:
    for name, text in FILES.items():
        info = zipfile.ZipInfo(name, STAMP)
        info.compress_type = zipfile.ZIP_DEFLATED
        archive.writestr(info, text.encode(), compresslevel=9)

encoded = base64.b64encode(buffer.getvalue()).decode()
with open(os.path.join(HERE, "fixture-zip.ts"), "w") as out:
    out.write("// Written by make-fixture.py (python3 mock/behaviours/support-bundles/make-fixture.py):\n")
    out.write("// a real zip, deflated, of the files every active support bundle holds.\n")
    out.write(f"export const fixtureZipBase64 =\n  '{encoded}'\n")
print(len(buffer.getvalue()), "bytes,", len(FILES), "files")
