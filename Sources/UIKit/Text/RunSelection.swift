/// Which runs a drawing pass paints: all, or those casting one shadow (nil: no shadow). Runs
/// of other passes are laid out identically but transparent.
enum RunSelection {
    case all
    case shadow(Int?)
}
