@MainActor
enum BenchmarkRegistry {
    static var all: [BenchmarkGroup] {
        [
            BenchmarkGroup(name: "hit-test", run: ViewTreeBenchmarks.hitTest),
            BenchmarkGroup(name: "touch-delivery", run: ViewTreeBenchmarks.touchDelivery),
            BenchmarkGroup(name: "view-memory", run: ViewTreeBenchmarks.memoryPerView),
            BenchmarkGroup(name: "autoresize-layout", run: ViewTreeBenchmarks.autoresizeLayout),
            BenchmarkGroup(name: "autoresize-layout-overriding", run: ViewTreeBenchmarks.autoresizeLayoutOverridingActions),
            BenchmarkGroup(name: "send-actions", run: ControlBenchmarks.sendActions),
            BenchmarkGroup(name: "button-tap", run: ControlBenchmarks.buttonTap),
            BenchmarkGroup(name: "gesture-delivery", run: GestureBenchmarks.run),
            BenchmarkGroup(name: "render-scene", run: RenderingBenchmarks.compositor),
            BenchmarkGroup(name: "layer-setters", run: LayerSetterBenchmarks.run),
            BenchmarkGroup(name: "date-picker", run: PickerBenchmarks.run),
            BenchmarkGroup(name: "solver-chain", run: LayoutSolverBenchmarks.run),
            BenchmarkGroup(name: "autolayout-cards", run: AutoLayoutBenchmarks.run),
            BenchmarkGroup(name: "scroll-fling", run: ScrollBenchmarks.run),
            BenchmarkGroup(name: "diffable", run: DiffableBenchmarks.run),
            BenchmarkGroup(name: "collection-view", run: CollectionViewBenchmarks.run),
            BenchmarkGroup(name: "lists", run: ListBenchmarks.run),
            BenchmarkGroup(name: "textview", run: TextViewBenchmarks.run),
            BenchmarkGroup(name: "dynamics", run: DynamicsBenchmarks.run),
            BenchmarkGroup(name: "ui-test-query", run: UITestingBenchmarks.query),
            BenchmarkGroup(name: "ui-test-flow", run: UITestingBenchmarks.catalogFlow),
            // The 10 MB paste alone, for profiling.
            BenchmarkGroup(name: "textview-paste", run: TextViewBenchmarks.pasteTenMegabytes),
            // Parts of autolayout-cards, for profiling one at a time.
            BenchmarkGroup(name: "autolayout-activate", run: AutoLayoutBenchmarks.activation),
            BenchmarkGroup(name: "autolayout-change", run: AutoLayoutBenchmarks.labelChange),
            // One 1,000-card activation, for counting instructions (valgrind --tool=callgrind
            // --toggle-collect='*activateAndLayOut*'), which the machine's load does not distort.
            BenchmarkGroup(name: "autolayout-activate-once", run: AutoLayoutBenchmarks.activationOnce),
            // One chain of 1,000 built and solved (callgrind: --toggle-collect='*buildChain*').
            BenchmarkGroup(name: "solver-chain-once", run: LayoutSolverBenchmarks.buildOnce),
            // One chain of 10,000 built, solved and resized 100 times (against solver-chain-once:
            // --toggle-collect='*buildChain*' or '*resizeHundredTimes*').
            BenchmarkGroup(name: "solver-chain-once-10k", run: LayoutSolverBenchmarks.buildOnceTenThousand),
            // One 5 s pile of 200 boxes (callgrind: --toggle-collect='*DynamicsBenchmarks*Scene*run*').
            BenchmarkGroup(name: "dynamics-once", run: DynamicsBenchmarks.once),
        ]
    }
}
