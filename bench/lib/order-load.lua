-- The order path's shoppers for wrk (bench/lib/order-load.ts): each request is an order from a phone
-- no other order used, with one product of each half of the pool. A client written in C, as pgbench's
-- is, so that the machine's two cores measure the shop and not the shoppers' side.
--
-- wrk -s order-load.lua <url> -- <first phone> <phones per thread> <body> <first half> <second half>
-- The body holds __PHONE__ (seven digits), __A__ and __B__ (product ids); the halves are "1,2,3".

local threads = {}
local thread_count = 0

function setup(thread)
  thread:set("index", thread_count)
  thread_count = thread_count + 1
  table.insert(threads, thread)
end

local function ids(text)
  local list = {}
  for id in text:gmatch("%d+") do table.insert(list, id) end
  return list
end

function init(args)
  local per_thread = tonumber(args[2])
  phone = tonumber(args[1]) + index * per_thread
  last_phone = phone + per_thread - 1
  template = args[3]
  first_half, second_half = ids(args[4]), ids(args[5])
  placed, refused, first_refusal = 0, 0, ""
  math.randomseed(os.time() * 100 + index)
end

function request()
  if phone > last_phone then error("the bench ran out of phone numbers") end
  local body = template
    :gsub("__PHONE__", string.format("%07d", phone))
    :gsub("__A__", first_half[math.random(#first_half)])
    :gsub("__B__", second_half[math.random(#second_half)])
  phone = phone + 1
  return wrk.format("POST", "/api/shipping/create", { ["Content-Type"] = "application/json" }, body)
end

function response(status, headers, body)
  if status == 201 then
    placed = placed + 1
  else
    refused = refused + 1
    if first_refusal == "" then first_refusal = status .. " " .. body:sub(1, 200):gsub("\n", " ") end
  end
end

function done(summary, latency, requests)
  local total_placed, total_refused, first = 0, 0, ""
  for _, thread in ipairs(threads) do
    total_placed = total_placed + thread:get("placed")
    total_refused = total_refused + thread:get("refused")
    local refusal = thread:get("first_refusal")
    if first == "" and refusal ~= "" then first = refusal end
  end
  io.write(string.format("placed %d\nrefused %d\nseconds %.3f\np50 %.3f\np99 %.3f\n",
    total_placed, total_refused, summary.duration / 1e6,
    latency:percentile(50) / 1000, latency:percentile(99) / 1000))
  if first ~= "" then io.write("first_refusal " .. first .. "\n") end
end
