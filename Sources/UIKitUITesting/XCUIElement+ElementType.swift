extension XCUIElement {
    /// The kinds of user interface element a query matches (XCUITest's `XCUIElementType`, with
    /// its raw values). OpenUIKit maps views and accessibility elements to the kinds an iOS
    /// app's elements report; see `elementType`.
    public enum ElementType: UInt, Sendable, CaseIterable {
        case any = 0
        case other = 1
        case application = 2
        case group = 3
        case window = 4
        case sheet = 5
        case drawer = 6
        case alert = 7
        case dialog = 8
        case button = 9
        case radioButton = 10
        case radioGroup = 11
        case checkBox = 12
        case disclosureTriangle = 13
        case popUpButton = 14
        case comboBox = 15
        case menuButton = 16
        case toolbarButton = 17
        case popover = 18
        case keyboard = 19
        case key = 20
        case navigationBar = 21
        case tabBar = 22
        case tabGroup = 23
        case toolbar = 24
        case statusBar = 25
        case table = 26
        case tableRow = 27
        case tableColumn = 28
        case outline = 29
        case outlineRow = 30
        case browser = 31
        case collectionView = 32
        case slider = 33
        case pageIndicator = 34
        case progressIndicator = 35
        case activityIndicator = 36
        case segmentedControl = 37
        case picker = 38
        case pickerWheel = 39
        case `switch` = 40
        case toggle = 41
        case link = 42
        case image = 43
        case icon = 44
        case searchField = 45
        case scrollView = 46
        case scrollBar = 47
        case staticText = 48
        case textField = 49
        case secureTextField = 50
        case datePicker = 51
        case textView = 52
        case menu = 53
        case menuItem = 54
        case menuBar = 55
        case menuBarItem = 56
        case map = 57
        case webView = 58
        case incrementArrow = 59
        case decrementArrow = 60
        case timeline = 61
        case ratingIndicator = 62
        case valueIndicator = 63
        case splitGroup = 64
        case splitter = 65
        case relevanceIndicator = 66
        case colorWell = 67
        case helpTag = 68
        case matte = 69
        case dockItem = 70
        case ruler = 71
        case rulerMarker = 72
        case grid = 73
        case levelIndicator = 74
        case cell = 75
        case layoutArea = 76
        case layoutItem = 77
        case handle = 78
        case stepper = 79
        case tab = 80
        case touchBar = 81
        case statusItem = 82

        /// The name XCUITest prints in descriptions and failure messages ("Button",
        /// "StaticText", "Other").
        var displayName: String {
            switch self {
            case .any: "Any"
            case .other: "Other"
            case .application: "Application"
            case .group: "Group"
            case .window: "Window"
            case .sheet: "Sheet"
            case .drawer: "Drawer"
            case .alert: "Alert"
            case .dialog: "Dialog"
            case .button: "Button"
            case .radioButton: "RadioButton"
            case .radioGroup: "RadioGroup"
            case .checkBox: "CheckBox"
            case .disclosureTriangle: "DisclosureTriangle"
            case .popUpButton: "PopUpButton"
            case .comboBox: "ComboBox"
            case .menuButton: "MenuButton"
            case .toolbarButton: "ToolbarButton"
            case .popover: "Popover"
            case .keyboard: "Keyboard"
            case .key: "Key"
            case .navigationBar: "NavigationBar"
            case .tabBar: "TabBar"
            case .tabGroup: "TabGroup"
            case .toolbar: "Toolbar"
            case .statusBar: "StatusBar"
            case .table: "Table"
            case .tableRow: "TableRow"
            case .tableColumn: "TableColumn"
            case .outline: "Outline"
            case .outlineRow: "OutlineRow"
            case .browser: "Browser"
            case .collectionView: "CollectionView"
            case .slider: "Slider"
            case .pageIndicator: "PageIndicator"
            case .progressIndicator: "ProgressIndicator"
            case .activityIndicator: "ActivityIndicator"
            case .segmentedControl: "SegmentedControl"
            case .picker: "Picker"
            case .pickerWheel: "PickerWheel"
            case .switch: "Switch"
            case .toggle: "Toggle"
            case .link: "Link"
            case .image: "Image"
            case .icon: "Icon"
            case .searchField: "SearchField"
            case .scrollView: "ScrollView"
            case .scrollBar: "ScrollBar"
            case .staticText: "StaticText"
            case .textField: "TextField"
            case .secureTextField: "SecureTextField"
            case .datePicker: "DatePicker"
            case .textView: "TextView"
            case .menu: "Menu"
            case .menuItem: "MenuItem"
            case .menuBar: "MenuBar"
            case .menuBarItem: "MenuBarItem"
            case .map: "Map"
            case .webView: "WebView"
            case .incrementArrow: "IncrementArrow"
            case .decrementArrow: "DecrementArrow"
            case .timeline: "Timeline"
            case .ratingIndicator: "RatingIndicator"
            case .valueIndicator: "ValueIndicator"
            case .splitGroup: "SplitGroup"
            case .splitter: "Splitter"
            case .relevanceIndicator: "RelevanceIndicator"
            case .colorWell: "ColorWell"
            case .helpTag: "HelpTag"
            case .matte: "Matte"
            case .dockItem: "DockItem"
            case .ruler: "Ruler"
            case .rulerMarker: "RulerMarker"
            case .grid: "Grid"
            case .levelIndicator: "LevelIndicator"
            case .cell: "Cell"
            case .layoutArea: "LayoutArea"
            case .layoutItem: "LayoutItem"
            case .handle: "Handle"
            case .stepper: "Stepper"
            case .tab: "Tab"
            case .touchBar: "TouchBar"
            case .statusItem: "StatusItem"
            }
        }
    }
}
