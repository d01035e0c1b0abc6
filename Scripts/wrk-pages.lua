-- wrk script for the `serve` load benchmark (docs/benchmarks.md): each request asks for the next
-- page of the bundled catalog's 20, /items?page=1 … /items?page=20, then again from 1.
local page = 0

request = function()
  page = page % 20 + 1
  return wrk.format("GET", "/items?page=" .. page)
end
