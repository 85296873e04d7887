#!/usr/bin/env bash
# Build the Debian package of AF Referee, check it, install it on this machine, try it, and remove it again.
#
#   bash packaging/build-deb.sh
#
# 1. installs the missing build and packaging tools (through .ci/af deps, non-interactive)
# 2. configures a Release build in build-deb/ with Debian's hardening flags (dpkg-buildflags), builds it
# 3. cpack -G DEB  ->  build-deb/packages/af-referee_<version>_<arch>.deb
# 4. lintian on the .deb (any error fails, warnings are printed); desktop-file-validate and
#    appstreamcli validate --no-net on the packaged desktop file and metainfo; checks the file list
# 5. apt-get install ./af-referee_*.deb (proves the Depends resolve), runs af-referee-cli --version from the PATH
#    and af-referee --screenshot offscreen, then apt-get remove af-referee and whatever its installation pulled in
#    (also when a step fails)
#
# Works as root, or as a user with sudo. Exits non-zero on any failure. AF_JOBS sets the build parallelism (2).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
BUILD="$ROOT/build-deb"
JOBS="${AF_JOBS:-2}"
APP_ID=org.afreferee.Referee

# Tools for checking and building the package, beyond the normal build's (which .ci/af knows).
PACKAGING_TOOLS=(dpkg-dev file gzip lintian desktop-file-utils appstream librsvg2-bin)

log() { printf '==> %s\n' "$*" >&2; }
die() { printf 'build-deb: %s\n' "$*" >&2; exit 1; }

as_root() {
    if [ "$(id -u)" -eq 0 ]; then
        "$@"
    elif command -v sudo >/dev/null 2>&1; then
        if [ -t 0 ]; then sudo "$@"; else sudo -n "$@"; fi
    else
        die "need root (or sudo) for: $*"
    fi
}
APT=(env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=300 -o Dpkg::Use-Pty=0 -q)

installed_packages() {
    dpkg-query -W -f='${db:Status-Status} ${binary:Package}\n' | awk '$1 == "installed" { print $2 }' | sort
}

WORK="$(mktemp -d)"
INSTALLED_BY_US=0
cleanup() {
    local rc=$?
    if [ "$INSTALLED_BY_US" -eq 1 ]; then
        # af-referee, and the packages its installation pulled in (qt6-qpa-plugins, say), leave again.
        local remove=()
        mapfile -t remove < <(installed_packages | comm -13 "$WORK/before.txt" -)
        log "Removing ${remove[*]:-af-referee} again"
        as_root "${APT[@]}" remove -y af-referee "${remove[@]}" </dev/null >"$WORK/remove.log" 2>&1 || {
            cat "$WORK/remove.log" >&2; rc=1
        }
    fi
    rm -rf "$WORK"
    exit "$rc"
}
trap cleanup EXIT

# --- 1. tools --------------------------------------------------------------------------------------------------
bash "$ROOT/.ci/af" deps "${PACKAGING_TOOLS[@]}"

# --- 2. build --------------------------------------------------------------------------------------------------
# The package is in section games: Debian policy (11.11) puts games' programs in /usr/games, not /usr/bin.
# Debian's default flags (hardening: stack protector, _FORTIFY_SOURCE, relro). CMake does not read CPPFLAGS.
CXXFLAGS="$(dpkg-buildflags --get CPPFLAGS) $(dpkg-buildflags --get CXXFLAGS)"
LDFLAGS="$(dpkg-buildflags --get LDFLAGS)"
log "Configuring build-deb (Release)"
mkdir -p "$BUILD"
cmake -G Ninja -S "$ROOT" -B "$BUILD" \
    -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_INSTALL_PREFIX=/usr \
    -DCMAKE_INSTALL_BINDIR=games \
    -DAF_BUILD_TESTS=OFF \
    -DCMAKE_CXX_FLAGS="$CXXFLAGS" \
    -DCMAKE_EXE_LINKER_FLAGS="$LDFLAGS" >"$BUILD/configure.log" 2>&1 || {
    cat "$BUILD/configure.log" >&2; die "cmake configure failed"
}
log "Building build-deb"
cmake --build "$BUILD" -j "$JOBS"

# --- 3. package ------------------------------------------------------------------------------------------------
log "Packaging (cpack -G DEB)"
rm -rf "$BUILD/packages"
cpack -G DEB --config "$BUILD/CPackConfig.cmake" -B "$BUILD/packages" >"$BUILD/cpack.log" 2>&1 || {
    cat "$BUILD/cpack.log" >&2; die "cpack failed"
}
shopt -s nullglob
debs=("$BUILD"/packages/af-referee_*.deb)
shopt -u nullglob
[ "${#debs[@]}" -eq 1 ] || die "expected one af-referee_*.deb in $BUILD/packages, found ${#debs[@]}"
DEB="${debs[0]}"
log "Built $DEB"
dpkg-deb --field "$DEB" >&2

# --- 4. checks -------------------------------------------------------------------------------------------------
VERSION="$(dpkg-deb --field "$DEB" Version)"

log "lintian"
# --fail-on error: errors fail the script; warnings and infos are printed for people to read.
if ! lintian --fail-on error --info "$DEB" >"$WORK/lintian.log" 2>&1; then
    cat "$WORK/lintian.log" >&2
    die "lintian found errors"
fi
if [ -s "$WORK/lintian.log" ]; then cat "$WORK/lintian.log" >&2; else log "lintian: no tags"; fi

ROOTFS="$WORK/deb"
dpkg-deb --extract "$DEB" "$ROOTFS"

log "desktop-file-validate"
desktop-file-validate "$ROOTFS/usr/share/applications/$APP_ID.desktop"
log "appstreamcli validate --no-net"
appstreamcli validate --no-net "$ROOTFS/usr/share/metainfo/$APP_ID.metainfo.xml"

log "Checking the package's files"
expected=(
    usr/games/af-referee
    usr/games/af-referee-cli
    "usr/share/applications/$APP_ID.desktop"
    "usr/share/metainfo/$APP_ID.metainfo.xml"
    "usr/share/icons/hicolor/scalable/apps/$APP_ID.svg"
    usr/share/man/man1/af-referee.1.gz
    usr/share/man/man1/af-referee-cli.1.gz
    usr/share/doc/af-referee/copyright
    usr/share/doc/af-referee/changelog.gz
)
for size in 16 32 48 64 128 256; do
    expected+=("usr/share/icons/hicolor/${size}x${size}/apps/$APP_ID.png")
done
for path in "${expected[@]}"; do
    [ -f "$ROOTFS/$path" ] || die "missing from the package: /$path"
    case "$path" in
        *x*/apps/*.png)
            size="${path#usr/share/icons/hicolor/}"; size="${size%%x*}"
            file -b "$ROOTFS/$path" | grep -q "PNG image data, $size x $size," ||
                die "/$path is not a ${size}x${size} PNG: $(file -b "$ROOTFS/$path")"
            ;;
    esac
done
# Release notes and changelog name the package's version.
grep -q "<release version=\"$VERSION\"" "$ROOTFS/usr/share/metainfo/$APP_ID.metainfo.xml" ||
    die "the metainfo has no <release version=\"$VERSION\"> (packaging/linux/$APP_ID.metainfo.xml)"
zcat "$ROOTFS/usr/share/doc/af-referee/changelog.gz" | head -n 1 | grep -q "^af-referee ($VERSION)" ||
    die "packaging/debian/changelog does not start with version $VERSION"

# --- 5. install, try, remove -----------------------------------------------------------------------------------
if [ "$(dpkg-query -W -f='${db:Status-Status}' af-referee 2>/dev/null || true)" = "installed" ]; then
    die "af-referee is installed already; remove it first (apt-get remove af-referee)"
fi
# apt reads the .deb as its unprivileged user: give it a readable copy.
chmod 755 "$WORK"
cp "$DEB" "$WORK/"
log "Installing $(basename "$DEB") with apt-get"
installed_packages >"$WORK/before.txt"
INSTALLED_BY_US=1
as_root "${APT[@]}" install -y --no-install-recommends "$WORK/$(basename "$DEB")" </dev/null >"$WORK/install.log" 2>&1 || {
    cat "$WORK/install.log" >&2; die "apt-get install of the package failed"
}
# A user's PATH on Debian has /usr/games (see /etc/profile); root's has not.
case ":$PATH:" in *:/usr/games:*) ;; *) PATH="$PATH:/usr/games" ;; esac
hash -r

log "af-referee-cli --version"
[ "$(command -v af-referee-cli)" = /usr/games/af-referee-cli ] ||
    die "af-referee-cli on the PATH is '$(command -v af-referee-cli || true)', not /usr/games/af-referee-cli"
cli_version="$(af-referee-cli --version)"
echo "$cli_version"
[ "$cli_version" = "af-referee-cli $VERSION" ] || die "unexpected version: $cli_version"

log "af-referee --screenshot (offscreen)"
[ "$(command -v af-referee)" = /usr/games/af-referee ] ||
    die "af-referee on the PATH is '$(command -v af-referee || true)', not /usr/games/af-referee"
mkdir -m 700 "$WORK/runtime"
shot="$WORK/deb-smoke.png"
QT_QPA_PLATFORM=offscreen XDG_RUNTIME_DIR="$WORK/runtime" timeout 120 af-referee --screenshot "$shot" ||
    die "af-referee --screenshot failed (exit $?)"
[ -s "$shot" ] && file -b "$shot" | grep -q '^PNG image data' || die "af-referee wrote no PNG to $shot"
cp "$shot" "$BUILD/deb-smoke.png"
log "Screenshot: $BUILD/deb-smoke.png ($(file -b "$shot"))"

log "Done: $DEB passed lintian, desktop-file-validate, appstreamcli, and installs and runs"
