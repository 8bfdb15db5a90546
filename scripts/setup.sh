#!/usr/bin/env bash
# Installs what the project needs on a fresh Debian 12 machine, idempotently.
# Usage: scripts/setup.sh [test|run|game|wasm|browser]...
#   test    what `make test` needs
#   run     what `make run` needs
#   game    the runtime libraries Ebitengine loads (GL, X11, ALSA) and Xvfb for headless runs
#   wasm    zopfli, which packs the browser build's download ≈ 4 % smaller than gzip -9
#   browser Debian's Chromium for the browser smoke test (and zopfli)
# Nothing is downloaded but Debian packages (apt) and Go modules (the module proxy).
set -euo pipefail

need_go() {
  if ! command -v go >/dev/null 2>&1; then
    echo "setup: Go is not installed; install Go 1.26 or newer (https://go.dev/dl)" >&2
    exit 1
  fi
  local v
  v=$(go env GOVERSION | sed 's/^go//')
  case "$v" in
    1.2[6-9]*|1.[3-9][0-9]*|[2-9].*) ;;
    *) echo "setup: Go $v found, 1.26 or newer needed" >&2; exit 1 ;;
  esac
}

pkgs=()
for what in "${@:-test}"; do
  case "$what" in
    test|run) ;;
    game) pkgs+=(libgl1 libglx-mesa0 libgl1-mesa-dri libx11-6 libxrandr2 libxcursor1 libxi6 libxinerama1 libxrender1 libxext6 libasound2 xvfb xauth) ;;
    wasm) pkgs+=(zopfli) ;;
    browser) pkgs+=(chromium zopfli) ;;
    *) echo "setup: unknown target '$what' (want test, run, game, wasm or browser)" >&2; exit 2 ;;
  esac
done

need_go

missing=()
for p in "${pkgs[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
    missing+=("$p")
  fi
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
go mod download
