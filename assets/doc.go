// Package assets holds the game's art, fonts and sounds. Nothing here is copied from the
// rulebooks: ship and aircraft silhouettes are polygons written for this game
// (silhouettes.go), sounds are synthesised from code (sound.go), the chart's coastlines are
// coarse polygons drawn by hand (chart.go) and the fonts are the Go fonts
// (golang.org/x/image/font/gofont, BSD licence; the text fonts cut down to the characters
// the game needs, fonts/, scripts/subset-fonts.sh). The pure data and generators are tested
// without a display; sprites.go and fonts.go turn them into Ebitengine images and faces.
package assets
