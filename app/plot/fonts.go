package plot

import (
	"fmt"

	"codeberg.org/go-fonts/liberation/liberationsansbold"
	"codeberg.org/go-fonts/liberation/liberationsansregular"
	xfont "golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"gonum.org/v1/plot/font"
)

// The figures' text is Liberation Sans, regular and bold (see sans), and
// these two faces are the only ones linked. gonum.org/v1/plot's own init
// added all twelve Liberation faces (Sans, Serif and Mono, each regular,
// bold, italic and bold italic) to font.DefaultCache; our patched copy in
// third_party/gonum-plot leaves that out (3.5 MB of fonts we never drew
// with), and this adds the two we use from the same module and version,
// under the same font.Font descriptors, so lookups and text metrics are
// those of before. Adding them again to a cache that has them (gonum
// built without the patch) only replaces equal faces.
func init() {
	for _, f := range []struct {
		weight xfont.Weight
		ttf    []byte
	}{
		{xfont.WeightNormal, liberationsansregular.TTF},
		{xfont.WeightBold, liberationsansbold.TTF},
	} {
		fnt := font.Font{Typeface: "Liberation", Variant: "Sans", Weight: f.weight}
		face, err := opentype.Parse(f.ttf)
		if err != nil {
			panic(fmt.Errorf("plot: could not parse %s: %w", fnt.Name(), err))
		}
		font.DefaultCache.Add(font.Collection{{Font: fnt, Face: face}})
	}
}
