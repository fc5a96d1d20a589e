;; The dot product of one query with every row of a matrix, four lanes at a time (WebAssembly SIMD).
;; Memory layout is the caller's (see dot-scan.ts): the query, the output scores and the rows, each
;; 16-byte aligned, rows padded with zeros to a stride that is a multiple of 8.
;; Compiled into dot-scan.wasm.ts by `npm run generate` (scripts/build-wasm.ts); generate:check
;; fails when the two differ.
(module
  (memory (export "memory") 1)
  (func (export "scan")
    (param $query i32) (param $rows i32) (param $n i32) (param $stride i32) (param $out i32)
    (local $row i32) (local $rowEnd i32) (local $rowBytes i32) (local $end i32)
    (local $p i32) (local $q i32) (local $a v128) (local $b v128) (local $s v128)
    (local.set $rowBytes (i32.shl (local.get $stride) (i32.const 2)))
    (local.set $row (local.get $rows))
    (local.set $end (i32.add (local.get $out) (i32.shl (local.get $n) (i32.const 2))))
    (block $done
      (loop $eachRow
        (br_if $done (i32.ge_u (local.get $out) (local.get $end)))
        ;; two accumulators: the adds of one row do not wait on each other
        (local.set $a (v128.const f32x4 0 0 0 0))
        (local.set $b (v128.const f32x4 0 0 0 0))
        (local.set $p (local.get $row))
        (local.set $q (local.get $query))
        (local.set $rowEnd (i32.add (local.get $row) (local.get $rowBytes)))
        (block $rowDone
          (loop $eachLane
            (br_if $rowDone (i32.ge_u (local.get $p) (local.get $rowEnd)))
            (local.set $a
              (f32x4.add (local.get $a)
                (f32x4.mul (v128.load (local.get $p)) (v128.load (local.get $q)))))
            (local.set $b
              (f32x4.add (local.get $b)
                (f32x4.mul (v128.load offset=16 (local.get $p)) (v128.load offset=16 (local.get $q)))))
            (local.set $p (i32.add (local.get $p) (i32.const 32)))
            (local.set $q (i32.add (local.get $q) (i32.const 32)))
            (br $eachLane)))
        (local.set $s (f32x4.add (local.get $a) (local.get $b)))
        (f32.store (local.get $out)
          (f32.add
            (f32.add (f32x4.extract_lane 0 (local.get $s)) (f32x4.extract_lane 1 (local.get $s)))
            (f32.add (f32x4.extract_lane 2 (local.get $s)) (f32x4.extract_lane 3 (local.get $s)))))
        (local.set $out (i32.add (local.get $out) (i32.const 4)))
        (local.set $row (local.get $rowEnd))
        (br $eachRow)))))
