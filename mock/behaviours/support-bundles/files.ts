/**
 * The files every active support bundle holds in the mock: a note, the rack's inventory and
 * two of a sled's logs, long enough that their sizes read in B and KiB. Written out here, not
 * stored, so the index, each file and the zip all come from one list.
 */

const fixed6 = (seconds: number) => seconds.toFixed(6).padStart(12)

function dmesg(): string {
  let text = ''
  for (let second = 0; second < 24; second++) {
    text += `[${fixed6(second * 7.25)}] t6mfg: port 3 link up, 100G\n`
    text += `[${fixed6(second * 7.25 + 0.5)}] nvme2: io queue 4 reset after timeout\n`
  }
  return text
}

/** one JSON object a line, as the sled agent logs */
function sledAgent(): string {
  let text = ''
  for (let n = 0; n < 16; n++) {
    const minute = String(n).padStart(2, '0')
    text += `{"msg": "instance ensure", "level": 30, "time": "2025-11-20T13:${minute}:00Z", "component": "InstanceManager", "sled": "sled-3"}\n`
  }
  return text
}

function inventory(): string {
  const sleds = Array.from({ length: 8 }, (_, n) => ({
    slot: n,
    serial: `BRM4221${String(n).padStart(4, '0')}`,
    state: 'in_service',
  }))
  return `${JSON.stringify({ rack: 'rack-1', sleds }, null, 2)}\n`
}

/** path inside the bundle → its text, in the order the index lists them */
export const BUNDLE_FILES: Record<string, () => string> = {
  'bundle_info.txt': () => "Support bundle of rack-1, collected by the rack's control plane.\n",
  'rack/inventory.json': inventory,
  'sled-3/dmesg.log': dmesg,
  'sled-3/sled-agent.log': sledAgent,
}

/** when the files were written: the zip's timestamps, the same on every run */
export const BUNDLE_WRITTEN = new Date('2025-11-20T14:00:00Z')
