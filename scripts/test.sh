#!/usr/bin/env bash
# Installs what is missing and runs the whole test suite: unit tests, the snapshot-testing
# integration's tests, then the end-to-end tests of the Catalog in a real (virtual X) window,
# the second typing through an input method, and the DocC documentation (no warnings, every
# public UIKitTesting symbol documented).
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/install-dependencies.sh
swift build --build-tests
swift test --skip-build
# swift-snapshot-testing's strategies live in a package of their own, so that the core package
# never resolves it; it builds the framework again in its own .build (debug), not swift-syntax.
(cd Integrations/SnapshotTesting && swift build --build-tests && swift test --skip-build)
./scripts/check-renamed.sh
./scripts/docs.sh
./scripts/e2e.sh "$(swift build --show-bin-path)/Catalog"
./scripts/e2e-ime.sh "$(swift build --show-bin-path)/Catalog"
