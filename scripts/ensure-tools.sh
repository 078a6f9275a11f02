#!/usr/bin/env bash
# Makes sure the system tools the tests need are present: Debian's Chromium (Playwright cannot
# download browsers here), poppler-utils (pdftotext/pdftoppm, to read the PDFs we generate),
# nginx (the load balancer in front of two portal processes in the load suite, scripts/load/),
# redis-server (what the load suite's replicas share: REDIS_URL) and a Java runtime (the Nu Html
# Checker, vnu-jar, checks the pages' markup).
# Installs them when missing and we are root with apt-get; otherwise says exactly what to install.
set -euo pipefail

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
missing=()
[ -x "$chromium" ] || missing+=(chromium)
command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)
# nginx-light: the smallest Debian build that has the upstream (round-robin) module.
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx-light)
command -v redis-server >/dev/null 2>&1 || [ -x /usr/bin/redis-server ] || missing+=(redis-server)
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing ${missing[*]} from Debian's packages…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  exit 0
fi

echo "Missing: ${missing[*]}." >&2
echo "Install them with: sudo apt-get install ${missing[*]}" >&2
echo "(or point CHROMIUM_PATH at an existing Chromium/Chrome binary)." >&2
exit 1
