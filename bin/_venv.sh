# Shared by bin/run and bin/test: make .venv and install the project once per
# change of pyproject.toml. Usage: ensure_venv EXTRAS (e.g. "catalog" or "test,catalog").
ensure_venv() {
  local extras="$1"
  if [ ! -x .venv/bin/python ]; then
    echo "Creating the virtual environment in .venv ..."
    python3 -m venv .venv
  fi
  local stamp=".venv/.landfall-installed-${extras//,/-}"
  local want
  want="$(sha256sum pyproject.toml | cut -d' ' -f1)"
  if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
    echo "Installing Landfall and its dependencies ($extras) ..."
    .venv/bin/python -m pip install --quiet --upgrade pip
    .venv/bin/python -m pip install --quiet -e ".[$extras]"
    echo "$want" > "$stamp"
  fi
}
