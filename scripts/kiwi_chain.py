"""The solver-chain benchmark system for kiwisolver (see Sources/Benchmarks/LayoutSolverBenchmarks.swift).

Prints one line per n: "kiwi <n> <build+solve ms> <per-resize ms> <resizes timed>" (medians)."""
import sys
import time

import kiwisolver as kiwi


def build(n):
    solver = kiwi.Solver()
    container_left = kiwi.Variable("containerLeft")
    container_right = kiwi.Variable("containerRight")
    lefts = []
    widths = []
    for i in range(n):
        lefts.append(kiwi.Variable("left%d" % i))
        widths.append(kiwi.Variable("width%d" % i))
    solver.addConstraint(container_left == 0)
    for i in range(n):
        leading = container_left if i == 0 else lefts[i - 1] + widths[i - 1]
        solver.addConstraint(lefts[i] == leading + 8)
        solver.addConstraint(widths[i] >= 20)
        # UIKit priority 250 -> kiwi strength 250 (weak scale), 750 -> 750, 999 -> strong edit.
        solver.addConstraint((widths[i] == 100) | kiwi.strength.create(0, 0, 250))
        if i % 2 == 1:
            solver.addConstraint(widths[i] == widths[i - 1])
    solver.addConstraint((lefts[n - 1] + widths[n - 1] == container_right - 8) | kiwi.strength.create(0, 750, 0))
    natural = 108 * n + 8
    solver.addEditVariable(container_right, kiwi.strength.create(999, 0, 0))
    solver.suggestValue(container_right, natural)
    solver.updateVariables()
    return solver, container_right, lefts, widths, natural


def read_all(lefts, widths):
    total = 0.0
    for left, width in zip(lefts, widths):
        total += left.value() + width.value()
    return total


def measure(n, rounds, steps):
    builds = []
    resizes = []
    for _ in range(rounds):
        start = time.perf_counter()
        solver, right, lefts, widths, natural = build(n)
        read_all(lefts, widths)
        middle = time.perf_counter()
        for k in range(1, steps + 1):
            solver.suggestValue(right, natural - 400 + 8 * k)
            solver.updateVariables()
            read_all(lefts, widths)
        end = time.perf_counter()
        builds.append((middle - start) * 1e3)
        resizes.append((end - middle) * 1e3 / steps)
    builds.sort()
    resizes.sort()
    return builds[len(builds) // 2], resizes[len(resizes) // 2]


if __name__ == "__main__":
    for argument in sys.argv[1:]:
        n = int(argument)
        # n = 1000 takes seconds per resize: one round of the first 10 resizes.
        steps = 10 if n >= 1000 else 100
        build_ms, resize_ms = measure(n, 1 if n >= 1000 else 5, steps)
        print("kiwi %d %.3f %.3f %d" % (n, build_ms, resize_ms, steps), flush=True)
