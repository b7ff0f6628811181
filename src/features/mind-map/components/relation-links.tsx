import type { PlacedRelation, Side } from '../model/placed-map'
import {
  RELATION_COLOUR,
  relationLabelPlace,
  relationPath,
  relationText,
} from '../model/svg-document'

/**
 * The AI's relations drawn as dashed, labelled cross-links with an arrow at the concept they
 * point to (the tree beside the drawing lists the same relations for screen readers).
 */
export function RelationLinks({
  relations,
  side,
}: {
  relations: readonly PlacedRelation[]
  side: Side
}) {
  if (relations.length === 0) return null
  return (
    <g data-testid="mind-map-relations">
      <defs>
        <marker
          id="relation-arrow"
          viewBox="0 0 10 10"
          refX={9}
          refY={5}
          markerWidth={7}
          markerHeight={7}
          orient="auto-start-reverse"
        >
          <path d="M0,0 L10,5 L0,10 z" fill={RELATION_COLOUR} />
        </marker>
      </defs>
      {relations.map((relation) => {
        const place = relationLabelPlace(relation, side)
        return (
          <g key={`${relation.from.node.id}-${relation.to.node.id}-${relation.label}`}>
            <title>
              {`${relation.from.node.label} ${relationText(relation.label, relation.to.node.label)}`}
            </title>
            <path
              d={relationPath(relation, side)}
              fill="none"
              stroke={RELATION_COLOUR}
              strokeWidth={1.5}
              strokeDasharray="6 4"
              markerEnd="url(#relation-arrow)"
            />
            <text
              x={place.x}
              y={place.y}
              direction={place.direction}
              dominantBaseline="central"
              fontSize={12}
              fill={RELATION_COLOUR}
            >
              {relation.label}
            </text>
          </g>
        )
      })}
    </g>
  )
}
