#!/usr/bin/env bash
# Installs what is missing and runs the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/install-dependencies.sh
swift build --build-tests
swift test --skip-build
