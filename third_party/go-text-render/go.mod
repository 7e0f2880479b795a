module github.com/go-text/render

go 1.17

require (
	github.com/go-text/typesetting v0.2.0
	github.com/go-text/typesetting-utils v0.0.0-20240317173224-1986cbe96c66
	github.com/srwiley/oksvg v0.0.0-20221011165216-be6e8873101c
	github.com/srwiley/rasterx v0.0.0-20220730225603-2ab79fcdd4ef
	golang.org/x/image v0.3.0
)

require (
	golang.org/x/net v0.9.0 // indirect
	golang.org/x/text v0.9.0 // indirect
)
