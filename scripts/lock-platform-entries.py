"""
Adds lock entries for optional platform binaries that this machine's npm registry does not
carry (Tailwind's oxide and unrs-resolver builds for macOS, Windows, Android, …). Without
them `npm ci` refuses the lock as "out of sync"; npm never downloads them on Linux x64
because their os/cpu do not match. Run after `npm install` changes the lock:

    python3 scripts/lock-platform-entries.py package-lock.json \
      $(npm ci --dry-run 2>&1 | grep -oP 'Missing: \K\S+(?=@ from)')

Then run `npm install` once more: it keeps the entries and sorts the file its own way, so
a newcomer's `npm install` does not change it. See docs/decisions/0005-lockfile-platform-entries.md.
"""
import json, re, subprocess, sys
lock_path = sys.argv[1]
missing = sys.argv[2:]
lock = json.load(open(lock_path))
pk = lock['packages']
def platform(name):
    tail = name.split('/')[-1]
    for prefix in ('oxide-', 'resolver-binding-'):
        if prefix in tail: tail = tail.split(prefix, 1)[1]
    parts = tail.split('-')
    os_ = parts[0]; cpu = parts[1] if len(parts) > 1 else parts[0]
    if os_ == 'wasm32': return None, ['wasm32']
    libc = None
    if len(parts) > 2 and parts[2] in ('gnu', 'musl', 'gnueabihf', 'musleabihf'):
        libc = 'musl' if parts[2].startswith('musl') else 'glibc'
    return ([os_], [cpu], libc)
for name in missing:
    # find the parent that declares it
    version = None; dev = False
    for path, meta in pk.items():
        od = meta.get('optionalDependencies', {})
        if name in od:
            version = od[name]; dev = meta.get('dev', False); break
    # Keys in npm's own order (version, cpu, dev, optional, os, libc), so `npm install`
    # leaves the file as it is.
    entry = {'version': version}
    p = platform(name)
    entry['cpu'] = p[1]
    if dev: entry['dev'] = True
    entry['optional'] = True
    if len(p) != 2:
        entry['os'] = p[0]
        if p[2]: entry['libc'] = [p[2]]
    pk['node_modules/' + name] = entry
lock['packages'] = dict(sorted(pk.items(), key=lambda kv: (kv[0] != '', kv[0])))
json.dump(lock, open(lock_path, 'w'), indent=2)
open(lock_path, 'a').write('\n')
