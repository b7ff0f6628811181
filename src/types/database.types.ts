/**
 * The database's types in the layout `supabase gen types typescript --local` writes, kept by hand
 * in step with supabase/migrations/ (tests/db/database-types.test.ts fails when a table, view or
 * column of the migrations is missing here). Regenerate with
 * `npx supabase gen types typescript --local > src/types/database.types.ts` when the CLI is at hand.
 */
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: '13.0.5'
  }
  public: {
    Tables: {
      ai_usage: {
        Row: {
          audio_daily_limit: number | null
          audio_seconds: number
          caller: string
          client_hash: string | null
          daily_limit: number | null
          day: string
          requests: number
          speech_characters: number
          speech_daily_limit: number | null
          tokens: number
          updated_at: string
          user_id: string | null
        }
        Insert: {
          audio_daily_limit?: number | null
          audio_seconds?: number
          caller?: never
          client_hash?: string | null
          daily_limit?: number | null
          day: string
          requests?: number
          speech_characters?: number
          speech_daily_limit?: number | null
          tokens?: number
          updated_at?: string
          user_id?: string | null
        }
        Update: {
          audio_daily_limit?: number | null
          audio_seconds?: number
          caller?: never
          client_hash?: string | null
          daily_limit?: number | null
          day?: string
          requests?: number
          speech_characters?: number
          speech_daily_limit?: number | null
          tokens?: number
          updated_at?: string
          user_id?: string | null
        }
        Relationships: []
      }
      ai_usage_anonymous_totals: {
        Row: {
          day: string
          tokens: number
          updated_at: string
        }
        Insert: {
          day: string
          tokens?: number
          updated_at?: string
        }
        Update: {
          day?: string
          tokens?: number
          updated_at?: string
        }
        Relationships: []
      }
      app_admin: {
        Row: {
          singleton: boolean
          user_id: string
        }
        Insert: {
          singleton?: boolean
          user_id: string
        }
        Update: {
          singleton?: boolean
          user_id?: string
        }
        Relationships: []
      }
      beta_access_codes: {
        Row: {
          code: string
          created_at: string
          id: string
          is_active: boolean
          used_at: string | null
          used_by_email: string | null
          used_by_user_id: string | null
        }
        Insert: {
          code: string
          created_at?: string
          id?: string
          is_active?: boolean
          used_at?: string | null
          used_by_email?: string | null
          used_by_user_id?: string | null
        }
        Update: {
          code?: string
          created_at?: string
          id?: string
          is_active?: boolean
          used_at?: string | null
          used_by_email?: string | null
          used_by_user_id?: string | null
        }
        Relationships: []
      }
      exam_dates: {
        Row: {
          exam_date: string
          study_guide_id: string
          target_recall: number
          updated_at: string
          user_id: string
        }
        Insert: {
          exam_date: string
          study_guide_id: string
          target_recall?: number
          updated_at?: string
          user_id?: string
        }
        Update: {
          exam_date?: string
          study_guide_id?: string
          target_recall?: number
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: 'exam_dates_study_guide_id_fkey'
            columns: ['study_guide_id']
            isOneToOne: false
            referencedRelation: 'study_guide_summaries'
            referencedColumns: ['id']
          },
          {
            foreignKeyName: 'exam_dates_study_guide_id_fkey'
            columns: ['study_guide_id']
            isOneToOne: false
            referencedRelation: 'study_guides'
            referencedColumns: ['id']
          },
        ]
      }
      feedback_deliveries: {
        Row: {
          at: string
          id: string
        }
        Insert: {
          at?: string
          id: string
        }
        Update: {
          at?: string
          id?: string
        }
        Relationships: []
      }
      feedback_rate_hits: {
        Row: {
          at: string
          caller: string
        }
        Insert: {
          at?: string
          caller: string
        }
        Update: {
          at?: string
          caller?: string
        }
        Relationships: []
      }
      flashcard_reviews: {
        Row: {
          card_id: string
          cram: boolean
          elapsed_days: number
          flashcard_set_id: string
          id: string
          rating: number
          reviewed_at: string
          session_id: string | null
          state: number
          user_id: string
        }
        Insert: {
          card_id: string
          cram?: boolean
          elapsed_days: number
          flashcard_set_id: string
          id?: string
          rating: number
          reviewed_at: string
          session_id?: string | null
          state: number
          user_id?: string
        }
        Update: {
          card_id?: string
          cram?: boolean
          elapsed_days?: number
          flashcard_set_id?: string
          id?: string
          rating?: number
          reviewed_at?: string
          session_id?: string | null
          state?: number
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: 'flashcard_reviews_flashcard_set_id_fkey'
            columns: ['flashcard_set_id']
            isOneToOne: false
            referencedRelation: 'flashcard_sets'
            referencedColumns: ['id']
          },
          {
            foreignKeyName: 'flashcard_reviews_session_id_fkey'
            columns: ['session_id']
            isOneToOne: false
            referencedRelation: 'flashcard_sessions'
            referencedColumns: ['id']
          },
        ]
      }
      flashcard_sessions: {
        Row: {
          completed_at: string
          difficulty_ratings: Json
          flashcard_set_id: string
          id: string
          reviewed_cards: number | null
          time_spent: number
          total_cards: number | null
          user_id: string
        }
        Insert: {
          completed_at?: string
          difficulty_ratings?: Json
          flashcard_set_id: string
          id?: string
          reviewed_cards?: number | null
          time_spent?: number
          total_cards?: number | null
          user_id?: string
        }
        Update: {
          completed_at?: string
          difficulty_ratings?: Json
          flashcard_set_id?: string
          id?: string
          reviewed_cards?: number | null
          time_spent?: number
          total_cards?: number | null
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: 'flashcard_sessions_flashcard_set_id_fkey'
            columns: ['flashcard_set_id']
            isOneToOne: false
            referencedRelation: 'flashcard_sets'
            referencedColumns: ['id']
          },
        ]
      }
      flashcard_sets: {
        Row: {
          cards: Json
          created_at: string
          id: string
          imported_from: string | null
          schedule: Json
          study_guide_id: string
          title: string
          user_id: string
        }
        Insert: {
          cards: Json
          created_at?: string
          id?: string
          imported_from?: string | null
          schedule?: Json
          study_guide_id: string
          title: string
          user_id?: string
        }
        Update: {
          cards?: Json
          created_at?: string
          id?: string
          imported_from?: string | null
          schedule?: Json
          study_guide_id?: string
          title?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: 'flashcard_sets_study_guide_id_fkey'
            columns: ['study_guide_id']
            isOneToOne: false
            referencedRelation: 'study_guide_summaries'
            referencedColumns: ['id']
          },
          {
            foreignKeyName: 'flashcard_sets_study_guide_id_fkey'
            columns: ['study_guide_id']
            isOneToOne: false
            referencedRelation: 'study_guides'
            referencedColumns: ['id']
          },
        ]
      }
      practice_exam_attempts: {
        Row: {
          attempt: Json
          completed_at: string
          id: string
          score: number
          study_guide_id: string
          time_limit_minutes: number | null
          time_spent: number
          total_questions: number
          user_id: string
        }
        Insert: {
          attempt: Json
          completed_at?: string
          id?: string
          score: number
          study_guide_id: string
          time_limit_minutes?: number | null
          time_spent?: number
          total_questions: number
          user_id?: string
        }
        Update: {
          attempt?: Json
          completed_at?: string
          id?: string
          score?: number
          study_guide_id?: string
          time_limit_minutes?: number | null
          time_spent?: number
          total_questions?: number
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: 'practice_exam_attempts_study_guide_id_fkey'
            columns: ['study_guide_id']
            isOneToOne: false
            referencedRelation: 'study_guides'
            referencedColumns: ['id']
          },
        ]
      }
      profiles: {
        Row: {
          language: string
          updated_at: string
          user_id: string
        }
        Insert: {
          language: string
          updated_at?: string
          user_id?: string
        }
        Update: {
          language?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: []
      }
      quiz_attempts: {
        Row: {
          answers: Json | null
          completed_at: string
          correct_answers: number | null
          id: string
          quiz_id: string
          score: number | null
          time_spent: number | null
          total_questions: number | null
          user_id: string
          wrong_answers: Json | null
        }
        Insert: {
          answers?: Json | null
          completed_at?: string
          correct_answers?: number | null
          id?: string
          quiz_id: string
          score?: number | null
          time_spent?: number | null
          total_questions?: number | null
          user_id?: string
          wrong_answers?: Json | null
        }
        Update: {
          answers?: Json | null
          completed_at?: string
          correct_answers?: number | null
          id?: string
          quiz_id?: string
          score?: number | null
          time_spent?: number | null
          total_questions?: number | null
          user_id?: string
          wrong_answers?: Json | null
        }
        Relationships: [
          {
            foreignKeyName: 'quiz_attempts_quiz_id_fkey'
            columns: ['quiz_id']
            isOneToOne: false
            referencedRelation: 'quizzes'
            referencedColumns: ['id']
          },
        ]
      }
      fsrs_parameters: {
        Row: {
          default_log_loss: number
          fitted_at: string
          log_loss: number
          review_count: number
          user_id: string
          weights: Json
        }
        Insert: {
          default_log_loss: number
          fitted_at?: string
          log_loss: number
          review_count: number
          user_id?: string
          weights: Json
        }
        Update: {
          default_log_loss?: number
          fitted_at?: string
          log_loss?: number
          review_count?: number
          user_id?: string
          weights?: Json
        }
        Relationships: []
      }
      guide_shares: {
        Row: {
          created_at: string
          guide_id: string
          token_hash: string
          user_id: string
        }
        Insert: {
          created_at?: string
          guide_id: string
          token_hash: string
          user_id?: string
        }
        Update: {
          created_at?: string
          guide_id?: string
          token_hash?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: 'guide_shares_guide_id_fkey'
            columns: ['guide_id']
            isOneToOne: true
            referencedRelation: 'study_guide_summaries'
            referencedColumns: ['id']
          },
          {
            foreignKeyName: 'guide_shares_guide_id_fkey'
            columns: ['guide_id']
            isOneToOne: true
            referencedRelation: 'study_guides'
            referencedColumns: ['id']
          },
        ]
      }
      quizzes: {
        Row: {
          created_at: string
          difficulty: string | null
          id: string
          questions: Json
          settings: Json
          study_guide_id: string
          title: string | null
          user_feedback: Json | null
          user_id: string
        }
        Insert: {
          created_at?: string
          difficulty?: string | null
          id?: string
          questions: Json
          settings?: Json
          study_guide_id: string
          title?: string | null
          user_feedback?: Json | null
          user_id?: string
        }
        Update: {
          created_at?: string
          difficulty?: string | null
          id?: string
          questions?: Json
          settings?: Json
          study_guide_id?: string
          title?: string | null
          user_feedback?: Json | null
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: 'quizzes_study_guide_id_fkey'
            columns: ['study_guide_id']
            isOneToOne: false
            referencedRelation: 'study_guide_summaries'
            referencedColumns: ['id']
          },
          {
            foreignKeyName: 'quizzes_study_guide_id_fkey'
            columns: ['study_guide_id']
            isOneToOne: false
            referencedRelation: 'study_guides'
            referencedColumns: ['id']
          },
        ]
      }
      source_fetch_counts: {
        Row: {
          day: string
          fetches: number
          user_id: string
        }
        Insert: {
          day: string
          fetches: number
          user_id: string
        }
        Update: {
          day?: string
          fetches?: number
          user_id?: string
        }
        Relationships: []
      }
      study_guide_sources: {
        Row: {
          char_count: number
          citations: Json
          created_at: string
          guide_id: string
          passages: Json
          user_id: string
        }
        Insert: {
          char_count?: never
          citations?: Json
          created_at?: string
          guide_id: string
          passages: Json
          user_id?: string
        }
        Update: {
          char_count?: never
          citations?: Json
          created_at?: string
          guide_id?: string
          passages?: Json
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: 'study_guide_sources_guide_id_fkey'
            columns: ['guide_id']
            isOneToOne: true
            referencedRelation: 'study_guide_summaries'
            referencedColumns: ['id']
          },
          {
            foreignKeyName: 'study_guide_sources_guide_id_fkey'
            columns: ['guide_id']
            isOneToOne: true
            referencedRelation: 'study_guides'
            referencedColumns: ['id']
          },
        ]
      }
      study_guides: {
        Row: {
          audio_overview: Json | null
          content: string
          cover_color: string
          created_at: string
          id: string
          kind: string
          mind_map: Json | null
          original_text: string
          source_guide_ids: string[]
          title: string
          title_changed_at: string | null
          user_id: string
        }
        Insert: {
          audio_overview?: Json | null
          content: string
          cover_color?: string
          created_at?: string
          id?: string
          kind?: string
          mind_map?: Json | null
          original_text?: string
          source_guide_ids?: string[]
          title: string
          title_changed_at?: string | null
          user_id?: string
        }
        Update: {
          audio_overview?: Json | null
          content?: string
          cover_color?: string
          created_at?: string
          id?: string
          kind?: string
          mind_map?: Json | null
          original_text?: string
          source_guide_ids?: string[]
          title?: string
          title_changed_at?: string | null
          user_id?: string
        }
        Relationships: []
      }
    }
    Views: {
      study_guide_summaries: {
        Row: {
          content_length: number | null
          cover_color: string | null
          created_at: string | null
          id: string | null
          kind: string | null
          preview: string | null
          source_guide_ids: string[] | null
          title: string | null
          user_id: string | null
        }
        Relationships: []
      }
    }
    Functions: {
      admin_list_beta_codes: {
        Args: never
        Returns: {
          code: string
          created_at: string
          id: string
          is_active: boolean
          used_at: string | null
          used_by_email: string | null
          used_by_user_id: string | null
        }[]
        SetofOptions: {
          from: '*'
          to: 'beta_access_codes'
          isOneToOne: false
          isSetofReturn: true
        }
      }
      ai_usage_audio_reserve: {
        Args: {
          p_client_hash: string | null
          p_daily_limit_seconds: number
          p_seconds: number
          p_user_id: string | null
        }
        Returns: { allowed: boolean; usage_day: string; used: number }[]
      }
      ai_usage_audio_settle: {
        Args: {
          p_client_hash: string | null
          p_day: string
          p_delta: number
          p_user_id: string | null
        }
        Returns: undefined
      }
      ai_usage_meter_column: { Args: { p_meter: string }; Returns: string }
      ai_usage_meter_reserve: {
        Args: {
          p_amount: number
          p_client_hash: string | null
          p_daily_limit: number
          p_meter: string
          p_user_id: string | null
        }
        Returns: { allowed: boolean; usage_day: string; used: number }[]
      }
      ai_usage_meter_settle: {
        Args: {
          p_client_hash: string | null
          p_day: string
          p_delta: number
          p_meter: string
          p_user_id: string | null
        }
        Returns: undefined
      }
      ai_usage_reserve: {
        Args: {
          p_anonymous_total_limit?: number | null
          p_client_hash: string | null
          p_daily_limit: number
          p_tokens: number
          p_user_id: string | null
          p_verified?: boolean
        }
        Returns: { allowed: boolean; reason: string | null; usage_day: string; used: number }[]
      }
      ai_usage_settle: {
        Args: {
          p_client_hash: string | null
          p_day: string
          p_delta: number
          p_user_id: string | null
        }
        Returns: undefined
      }
      check_beta_code: { Args: { code: string }; Returns: boolean }
      create_guide_share: { Args: { guide_id: string }; Returns: string }
      feedback_delivered: { Args: { p_id: string }; Returns: boolean }
      feedback_record_delivery: { Args: { p_id: string }; Returns: undefined }
      feedback_rate_hit: {
        Args: { p_caller: string; p_max: number; p_window_seconds: number }
        Returns: number
      }
      source_fetch_hit: { Args: { p_max: number; p_user: string }; Returns: boolean }
      deactivate_beta_code: {
        Args: { code_id: string }
        Returns: {
          code: string
          created_at: string
          id: string
          is_active: boolean
          used_at: string | null
          used_by_email: string | null
          used_by_user_id: string | null
        }
        SetofOptions: {
          from: '*'
          to: 'beta_access_codes'
          isOneToOne: true
          isSetofReturn: false
        }
      }
      generate_beta_code: {
        Args: never
        Returns: {
          code: string
          created_at: string
          id: string
          is_active: boolean
          used_at: string | null
          used_by_email: string | null
          used_by_user_id: string | null
        }
        SetofOptions: {
          from: '*'
          to: 'beta_access_codes'
          isOneToOne: true
          isSetofReturn: false
        }
      }
      get_shared_guide: { Args: { token: string }; Returns: Json }
      is_admin: { Args: never; Returns: boolean }
      record_flashcard_session: {
        Args: {
          based_on?: Json
          completed_at: string
          difficulty_ratings: Json
          reviewed_cards: number
          review_log?: Json
          reviewed_schedule: Json
          session_id: string
          set_id: string
          time_spent: number
          total_cards: number
        }
        Returns: Json
      }
      record_flashcard_sessions: { Args: { sessions: Json }; Returns: Json }
      replay_card_schedule: { Args: { replayed: Json; set_id: string }; Returns: boolean }
      save_shared_guide: { Args: { token: string }; Returns: string }
      stop_guide_share: { Args: { guide_id: string }; Returns: undefined }
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, 'public'>]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    ? (DefaultSchema['Tables'] & DefaultSchema['Views'])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    keyof DefaultSchema['Enums'] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums']
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums'][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums']
    ? DefaultSchema['Enums'][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    keyof DefaultSchema['CompositeTypes'] | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes']
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes'][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema['CompositeTypes']
    ? DefaultSchema['CompositeTypes'][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {},
  },
} as const
