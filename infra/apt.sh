# Installs Debian packages for the scripts that need them (infra/dev-infra.sh, the images'
# infra/docker/podman-env.sh): one apt-get update a shell, and a clear line instead when not root.
# Source it; APT_LOG_PREFIX names the caller in its lines, APT_NO_RECOMMENDS=1 leaves out recommends.
apt_updated=${apt_updated:-0}
apt_install() { # package...
  local prefix=${APT_LOG_PREFIX:-infra} opts=()
  [[ ${APT_NO_RECOMMENDS:-0} == 1 ]] && opts=(--no-install-recommends)
  if [[ $(id -u) -ne 0 ]]; then
    printf '[%s] %s\n' "$prefix" "missing: $*. Run as root: apt-get update && apt-get install -y ${opts[*]} $*"
    return 1
  fi
  if [[ $apt_updated -eq 0 ]]; then
    DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null
    apt_updated=1
  fi
  printf '[%s] %s\n' "$prefix" "installing $* with apt"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${opts[@]}" "$@" >/dev/null
}
