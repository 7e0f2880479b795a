package web

import (
	"net/url"
	"strconv"
)

// PageQuery reads a web page address's query: whether it names "test" (the browser test's
// hook, browser.go) and the seed it fixes with "seed=N" (0: none). Only those exact names count:
// "?utm_campaign=latest" or "myseed=5" switch nothing on.
func PageQuery(search string) (test bool, seed uint64) {
	if len(search) > 0 && search[0] == '?' {
		search = search[1:]
	}
	q, err := url.ParseQuery(search)
	if err != nil {
		return false, 0
	}
	_, test = q["test"]
	if !test {
		return false, 0
	}
	seed, _ = strconv.ParseUint(q.Get("seed"), 10, 64)
	return true, seed
}
