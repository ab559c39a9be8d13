#!/usr/bin/env bash
# Starts the packaged Linux app (an AppImage) on a virtual display and waits for its window,
# titled "Asobiba". Playwright cannot drive the packaged app: its fuses turn off --inspect
# (scripts/fuses.cjs), so the window is found from outside with xdotool.
# usage: bash .github/scripts/smoke-linux.sh path/to/Asobiba-x.y.z.AppImage
set -euo pipefail
app="$1"
chmod +x "$app"
home="$(mktemp -d)"
log="$home/app.log"
export HOME="$home"
# no FUSE on the runner: the AppImage unpacks itself and runs from there
export APPIMAGE_EXTRACT_AND_RUN=1

xvfb-run -a --server-args="-screen 0 1280x1024x24" bash -c '
  "$0" >"$1" 2>&1 &
  pid=$!
  if timeout 90 xdotool search --sync --name "^Asobiba$" >/dev/null; then
    echo "window found: $(xdotool search --name "^Asobiba$" getwindowname | head -n 1)"
    kill "$pid"
    exit 0
  fi
  echo "no window titled Asobiba within 90 s"
  kill "$pid" 2>/dev/null || true
  exit 1
' "$app" "$log" || { echo "--- app output"; cat "$log"; exit 1; }
