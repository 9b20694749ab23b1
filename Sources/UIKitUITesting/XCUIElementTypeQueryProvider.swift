/// The element-type queries every element and query offers: each is
/// `descendants(matching:)` with that type.
@MainActor
public protocol XCUIElementTypeQueryProvider {
    var buttons: XCUIElementQuery { get }
    var staticTexts: XCUIElementQuery { get }
    var textFields: XCUIElementQuery { get }
    var secureTextFields: XCUIElementQuery { get }
    var textViews: XCUIElementQuery { get }
    var switches: XCUIElementQuery { get }
    var sliders: XCUIElementQuery { get }
    var steppers: XCUIElementQuery { get }
    var segmentedControls: XCUIElementQuery { get }
    var pickers: XCUIElementQuery { get }
    var pickerWheels: XCUIElementQuery { get }
    var datePickers: XCUIElementQuery { get }
    var pageIndicators: XCUIElementQuery { get }
    var cells: XCUIElementQuery { get }
    var tables: XCUIElementQuery { get }
    var collectionViews: XCUIElementQuery { get }
    var scrollViews: XCUIElementQuery { get }
    var images: XCUIElementQuery { get }
    var links: XCUIElementQuery { get }
    var searchFields: XCUIElementQuery { get }
    var otherElements: XCUIElementQuery { get }
    var windows: XCUIElementQuery { get }
    var navigationBars: XCUIElementQuery { get }
    var tabBars: XCUIElementQuery { get }
    var toolbars: XCUIElementQuery { get }
    var activityIndicators: XCUIElementQuery { get }
    var progressIndicators: XCUIElementQuery { get }
    /// Every descendant element.
    var descendantsMatchingAnyType: XCUIElementQuery { get }

    func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery
    func children(matching type: XCUIElement.ElementType) -> XCUIElementQuery
}

extension XCUIElementTypeQueryProvider {
    public var buttons: XCUIElementQuery { descendants(matching: .button) }
    public var staticTexts: XCUIElementQuery { descendants(matching: .staticText) }
    public var textFields: XCUIElementQuery { descendants(matching: .textField) }
    public var secureTextFields: XCUIElementQuery { descendants(matching: .secureTextField) }
    public var textViews: XCUIElementQuery { descendants(matching: .textView) }
    public var switches: XCUIElementQuery { descendants(matching: .switch) }
    public var sliders: XCUIElementQuery { descendants(matching: .slider) }
    public var steppers: XCUIElementQuery { descendants(matching: .stepper) }
    public var segmentedControls: XCUIElementQuery { descendants(matching: .segmentedControl) }
    public var pickers: XCUIElementQuery { descendants(matching: .picker) }
    public var pickerWheels: XCUIElementQuery { descendants(matching: .pickerWheel) }
    public var datePickers: XCUIElementQuery { descendants(matching: .datePicker) }
    public var pageIndicators: XCUIElementQuery { descendants(matching: .pageIndicator) }
    public var cells: XCUIElementQuery { descendants(matching: .cell) }
    public var tables: XCUIElementQuery { descendants(matching: .table) }
    public var collectionViews: XCUIElementQuery { descendants(matching: .collectionView) }
    public var scrollViews: XCUIElementQuery { descendants(matching: .scrollView) }
    public var images: XCUIElementQuery { descendants(matching: .image) }
    public var links: XCUIElementQuery { descendants(matching: .link) }
    public var searchFields: XCUIElementQuery { descendants(matching: .searchField) }
    public var otherElements: XCUIElementQuery { descendants(matching: .other) }
    public var windows: XCUIElementQuery { descendants(matching: .window) }
    public var navigationBars: XCUIElementQuery { descendants(matching: .navigationBar) }
    public var tabBars: XCUIElementQuery { descendants(matching: .tabBar) }
    public var toolbars: XCUIElementQuery { descendants(matching: .toolbar) }
    public var activityIndicators: XCUIElementQuery { descendants(matching: .activityIndicator) }
    public var progressIndicators: XCUIElementQuery { descendants(matching: .progressIndicator) }
    public var descendantsMatchingAnyType: XCUIElementQuery { descendants(matching: .any) }
}
