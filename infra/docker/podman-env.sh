# Sourced by images.sh and images-test.sh: makes podman, buildah, mmdebstrap and podman-compose
# usable on this machine (docs/images.md, "Podman on these machines").
# - installs them with apt when missing (as infra/dev-infra.sh installs Debian packages);
# - writes a containers.conf for this run (CONTAINERS_CONF) with what the machine needs:
#   * ulimits no higher than this process's hard limits: podman asks for nofile 1048576 by default,
#     and without CAP_SYS_RESOURCE raising a hard limit fails ("setrlimit RLIMIT_NOFILE: Operation
#     not permitted"); nproc above 32768 is refused here too;
#   * runc instead of crun when the cgroup v2 hierarchy beside the v1 controllers has a controller
#     on (hybrid mode): crun 1.8 refuses it ("cgroups in hybrid mode not supported").
# Idempotent; prints what it does with the [images] prefix.

images_log() { printf '[images] %s\n' "$*"; }

# shellcheck source=infra/apt.sh
source "$(dirname "${BASH_SOURCE[0]}")/../apt.sh"

images_ensure_tools() {
  local missing=()
  command -v podman >/dev/null || missing+=(podman)
  command -v buildah >/dev/null || missing+=(buildah)
  command -v mmdebstrap >/dev/null || missing+=(mmdebstrap)
  command -v podman-compose >/dev/null || missing+=(podman-compose)
  command -v runc >/dev/null || missing+=(runc)
  command -v newuidmap >/dev/null || missing+=(uidmap)
  command -v slirp4netns >/dev/null || missing+=(slirp4netns)
  command -v fuse-overlayfs >/dev/null || missing+=(fuse-overlayfs)
  # containers find each other by service name through it (CNI networks of podman 4.3)
  [[ -x /usr/lib/cni/dnsname ]] || missing+=(golang-github-containernetworking-plugin-dnsname)
  [[ ${#missing[@]} -eq 0 ]] || APT_LOG_PREFIX=images APT_NO_RECOMMENDS=1 apt_install "${missing[@]}"
}

images_containers_conf() {
  local dir=${IMAGES_WORK:-/tmp/resellpk-images}
  mkdir -p "$dir"
  local nofile nproc runtime=""
  nofile=$(ulimit -Hn)
  nproc=$(ulimit -Hu)
  [[ $nofile == unlimited || $nofile -gt 1048576 ]] && nofile=1048576
  [[ $nproc == unlimited || $nproc -gt 32768 ]] && nproc=32768
  if [[ -n $(cat /sys/fs/cgroup/unified/cgroup.controllers 2>/dev/null) ]]; then runtime='runtime = "runc"'; fi
  cat >"$dir/containers.conf" <<EOF
[containers]
default_ulimits = ["nofile=$nofile:$nofile", "nproc=$nproc:$nproc"]
[engine]
$runtime
EOF
  export CONTAINERS_CONF="$dir/containers.conf"
}

images_ensure_tools
images_containers_conf
