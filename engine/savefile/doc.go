// Package savefile is the save file's format apart from the game it holds: the header read
// first (the format's name and version, so that another kind of file, or one written by a newer
// app, is refused with the right sentence), the file's fields (File), the hash that tells a
// damaged file, the count of what differs between two positions written as JSON, and the shape
// a bot's saved reason must have. The engine fills a File and reads one back (engine/record:
// Record.Save, Load); companion mode's save uses the same header check. The format
// itself is described in docs/data-formats.md, "Save files".
package savefile
