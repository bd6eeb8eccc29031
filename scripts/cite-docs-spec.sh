#!/usr/bin/env bash
# Points every citation of the product spec at its copy in the repository, docs/spec/ (issue 32 item 5).
#   product-spec section 4        -> docs/spec/product-spec.md section 4
#   business-rules "Settlement"   -> docs/spec/business-rules.md "Settlement"
#   api.md "Ordering"             -> docs/spec/api.md "Ordering"
#   ../shared/spec/api.md         -> docs/spec/api.md
# Idempotent: a citation already under docs/spec/ is left alone, so running it twice changes nothing.
# The files in docs/spec/ themselves are verbatim copies and are never touched.
# Usage: scripts/cite-docs-spec.sh [pathspec...]   (default: the whole repository)
#        scripts/cite-docs-spec.sh --check         (exit 1 and list the files if any citation is left)
set -euo pipefail
cd "$(git rev-parse --show-toplevel)"

check=0
if [[ "${1:-}" == "--check" ]]; then check=1; shift; fi
(($# > 0)) || set -- .

# A bare file name (not part of a path or a longer word), or the old location outside the repository.
pattern='(shared/spec/|(?<![\w/.-])([Pp]roduct-spec|business-rules)(?![\w-]|\.(?!md\b)\w)|(?<![\w/.-])api\.md(?![\w-]))'

mapfile -d '' files < <(git grep -z -l -P "$pattern" -- "$@" \
  ':(exclude)docs/spec/**' ':(exclude)scripts/cite-docs-spec.sh' ':(exclude)package-lock.json' \
  ':(exclude)**/node_modules/**' ':(exclude)**/generated/**' || true)

if ((check)); then
  if ((${#files[@]})); then printf 'spec cited outside docs/spec/: %s\n' "${files[@]}"; exit 1; fi
  exit 0
fi
((${#files[@]})) || { echo "cite-docs-spec: nothing to rewrite"; exit 0; }

perl -pi -e '
  s{(?:(?:\.\./)+|/work/)?shared/spec/}{docs/spec/}g;
  s{(?<![\w/.-])[Pp]roduct-spec(?:\.md)?(?![\w-]|\.\w)}{docs/spec/product-spec.md}g;
  s{(?<![\w/.-])business-rules(?:\.md)?(?![\w-]|\.\w)}{docs/spec/business-rules.md}g;
  s{(?<![\w/.-])api\.md(?![\w-])}{docs/spec/api.md}g;
  s{docs/spec/business-rules\.md\x27(?=\s)}{docs/spec/business-rules.md\x27s}g;
' "${files[@]}"
echo "cite-docs-spec: ${#files[@]} files rewritten"
